import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';

const AntdRoot = lazy(() => import('../antd/AntdRoot'));

/** Every page: the header, then the route. */
export function SiteFrame() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

/** Centered content column for public pages and forms. */
export function ContentColumn() {
  return (
    <main className="ff-main">
      <Outlet />
    </main>
  );
}

/** Routes below need antd: it (and its theme) loads here, the first time one is opened. */
export function AntdBoundary() {
  return (
    <Suspense fallback={null}>
      <AntdRoot>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </AntdRoot>
    </Suspense>
  );
}
