import { lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdBoundary, ContentColumn, SiteFrame } from '../layout/frames';
import { InfoPage } from '../pages/public/InfoPage';
import { LandingPage } from '../pages/public/LandingPage';
import { ROUTES, type PublicPage, type PublicRoute, type SignedInRoute } from './route-table';

// Everything below needs antd, so it stays out of the first load of the public pages.
const WorkspaceRoute = lazy(() => import('../remotes/WorkspaceRoute'));
const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
const RegistrationPage = lazy(() => import('../pages/auth/RegistrationPage'));
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'));

/** Plain pages render without antd; form pages are marked `antd` and load it on demand. */
const PUBLIC_PAGES: Record<PublicPage, { element: ReactElement; antd: boolean }> = {
  landing: { element: <LandingPage />, antd: false },
  termsOfService: { element: <InfoPage kind="termsOfService" />, antd: false },
  privacyPolicy: { element: <InfoPage kind="privacyPolicy" />, antd: false },
  paymentSuccess: { element: <InfoPage kind="paymentSuccess" />, antd: false },
  paymentCancel: { element: <InfoPage kind="paymentCancel" />, antd: false },
  login: { element: <LoginPage />, antd: true },
  adminLogin: { element: <LoginPage variant="admin" />, antd: true },
  vendorRegistration: { element: <RegistrationPage role="vendor" />, antd: true },
  technicianRegistration: { element: <RegistrationPage role="technician" />, antd: true },
  resetPassword: { element: <ResetPasswordPage />, antd: true },
};

const publicRoutes = ROUTES.filter((route): route is PublicRoute => route.access === 'public');
const signedInRoutes = ROUTES.filter((route): route is SignedInRoute => route.access === 'signed-in');

function publicRoute(route: PublicRoute) {
  return <Route key={route.path} path={route.path} element={PUBLIC_PAGES[route.page].element} />;
}

/** The router, generated from the route table so the two cannot drift. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteFrame />}>
        <Route element={<ContentColumn />}>
          {publicRoutes.filter((route) => !PUBLIC_PAGES[route.page].antd).map(publicRoute)}
          <Route path="*" element={<InfoPage kind="notFound" />} />
        </Route>
        <Route element={<AntdBoundary />}>
          <Route element={<ContentColumn />}>{publicRoutes.filter((route) => PUBLIC_PAGES[route.page].antd).map(publicRoute)}</Route>
          {signedInRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<WorkspaceRoute route={route} />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
