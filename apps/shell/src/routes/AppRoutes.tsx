import { lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdBoundary, ContentColumn, SiteFrame } from '../layout/frames';
import { loadWorkspaceRoute } from '../layout/workspace-chunks';
import LoginPage from '../pages/auth/LoginPage';
import { InfoPage } from '../pages/public/InfoPage';
import { LandingPage } from '../pages/public/LandingPage';
import { withMessages } from '../i18n/message-catalogue';
import { loadQueryClient } from '../services/query-client';
import { ROUTES, type PublicPage, type PublicRoute, type SignedInRoute } from './route-table';

// The signed-in workspace needs antd: it loads behind this boundary, after sign-in.
const WorkspaceRoute = lazy(loadWorkspaceRoute);

// Registration and the new-password page are plain too, but load when opened: /login is the
// first load that counts, and it should not carry the other forms (ContentColumn waits for them).
// Their checks name the API's error messages (libs/contracts), whose catalogue comes with them.
const RegistrationPage = lazy(() => withMessages(import('../pages/auth/RegistrationPage')));
const ResetPasswordPage = lazy(() => withMessages(import('../pages/auth/ResetPasswordPage')));
// Terms, privacy and the payment results come with their own words (shell-info), when opened.
const TextPage = lazy(async () => {
  const [{ default: Page }, client] = await Promise.all([import('../pages/public/TextPage'), loadQueryClient()]);
  return { default: (props: { kind: Parameters<typeof Page>[0]['kind'] }) => <Page {...props} client={client} /> };
});

/**
 * Public and account pages are plain HTML and CSS (no antd): they are most visitors' first
 * load, the sign-in page above all, and are part of the first bundle.
 */
const PUBLIC_PAGES: Record<PublicPage, ReactElement> = {
  landing: <LandingPage />,
  termsOfService: <TextPage kind="termsOfService" />,
  privacyPolicy: <TextPage kind="privacyPolicy" />,
  paymentSuccess: <TextPage kind="paymentSuccess" />,
  paymentCancel: <TextPage kind="paymentCancel" />,
  login: <LoginPage />,
  adminLogin: <LoginPage variant="admin" />,
  vendorRegistration: <RegistrationPage role="vendor" />,
  technicianRegistration: <RegistrationPage role="technician" />,
  resetPassword: <ResetPasswordPage />,
};

const publicRoutes = ROUTES.filter((route): route is PublicRoute => route.access === 'public');
const signedInRoutes = ROUTES.filter((route): route is SignedInRoute => route.access === 'signed-in');

function publicRoute(route: PublicRoute) {
  return <Route key={route.path} path={route.path} element={PUBLIC_PAGES[route.page]} />;
}

/** The router, generated from the route table so the two cannot drift. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteFrame />}>
        <Route element={<ContentColumn />}>
          {publicRoutes.map(publicRoute)}
          <Route path="*" element={<InfoPage kind="notFound" />} />
        </Route>
        <Route element={<AntdBoundary />}>
          {signedInRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<WorkspaceRoute route={route} />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
