import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { defineRemoteApp, type RemoteApp } from '@fixflow/shell-sdk';
import { renderWithShell } from '@fixflow/shell-sdk/testing';
import { RemoteWorkspace } from './RemoteWorkspace';
import { RemoteIncompatibleError, RemoteUnavailableError } from './registry';

const vendorApp = defineRemoteApp({
  name: 'vendor',
  version: '9.9.9',
  i18n: {
    namespace: 'vendor',
    resources: { en: { version: 'Vendor app {{version}}', menu: { create: 'Create Order' } }, ru: { version: 'Приложение поставщика {{version}}', menu: { create: 'Создать заказ' } } },
  },
  pages: { '/orders/new': () => <h1>New order form</h1> },
});

let ordersThrow = true;
/** A remote whose Orders page throws while rendering (until the test lets it work). */
const faultyApp = defineRemoteApp({
  ...vendorApp,
  pages: {
    ...vendorApp.pages,
    '/orders': () => {
      if (ordersThrow) throw new Error('orders.map is not a function');
      return <h1>Orders list</h1>;
    },
  },
});

/** The workspace at whatever route the router is on, with a menu link as the sidebar would give. */
function Workspace({ app }: { app: RemoteApp }) {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/orders/new">Create Order</Link>
      <Link to="/orders">Orders</Link>
      <RemoteWorkspace remote="vendor" routePath={pathname} load={async () => app} />
    </>
  );
}

describe('RemoteWorkspace', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the page of the route', async () => {
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={async () => vendorApp} />, { app: vendorApp, route: '/orders/new' });
    expect(await screen.findByRole('heading', { name: 'New order form' })).toBeTruthy();
  });

  it('runs the remote’s background work beside its page, and a failure there leaves the page alone', async () => {
    const seen: string[] = [];
    const working = defineRemoteApp({ ...vendorApp, background: () => (seen.push('background'), null) });
    const first = renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={async () => working} />, { app: working, route: '/orders/new' });
    expect(await screen.findByRole('heading', { name: 'New order form' })).toBeTruthy();
    expect(seen.length).toBeGreaterThan(0);
    first.unmount();

    const broken = defineRemoteApp({
      ...vendorApp,
      background: () => {
        throw new Error('poll failed');
      },
    });
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={async () => broken} />, { app: broken, route: '/orders/new' });
    expect(await screen.findByRole('heading', { name: 'New order form' })).toBeTruthy();
    expect(screen.getAllByTestId('remote-version')).toHaveLength(1);
  });

  it('shows the remote’s release once, under the page, in the remote’s words and the user’s language', async () => {
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={async () => vendorApp} />, { app: vendorApp, route: '/orders/new', language: 'ru' });
    const heading = await screen.findByRole('heading', { name: 'New order form' });
    const [release] = screen.getAllByTestId('remote-version');
    expect(screen.getAllByTestId('remote-version')).toHaveLength(1);
    expect(release.textContent).toBe('Приложение поставщика 9.9.9');
    // After the page, not in its header.
    expect(heading.compareDocumentPosition(release) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says Loading… in a status (the light spinner, not antd Spin) until the remote arrives', async () => {
    let arrive: (app: RemoteApp) => void = () => undefined;
    const load = () => new Promise<RemoteApp>((resolve) => (arrive = resolve));
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={load} />, { app: vendorApp, route: '/orders/new' });

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(document.querySelector('.ant-spin')).toBeNull();

    await act(async () => arrive(vendorApp));
    expect(await screen.findByRole('heading', { name: 'New order form' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the remote has no page for the route', async () => {
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/:id" load={async () => vendorApp} />);
    expect(await screen.findByText('Not available yet')).toBeTruthy();
  });

  it('shows a retry card when the remote fails, and loads it again on Retry', async () => {
    const load = jest
      .fn<Promise<RemoteApp>, [string]>()
      .mockRejectedValueOnce(new RemoteUnavailableError('vendor', 'manifest 404'))
      .mockResolvedValue(vendorApp);
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={load} />, { app: vendorApp });

    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText(/The vendor workspace is not reachable/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'New order form' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['en', 'This section needs a newer version of Fixflow', 'Not provided by this version: DatePicker', 'Reload'],
    ['ru', 'Для этого раздела нужна более новая версия Fixflow', 'В этой версии нет: DatePicker', 'Перезагрузить'],
  ] as const)('refuses a remote needing what the host does not share with its own card (%s), not a retry', async (language, title, detail, reload) => {
    const load = jest.fn(async () => {
      throw new RemoteIncompatibleError('vendor', { kind: 'shared', missing: [{ package: 'antd', name: 'DatePicker' }] });
    });
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={load} />, { app: vendorApp, language });

    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByTestId('remote-incompatible-detail').textContent).toBe(detail);
    expect(screen.getByRole('button', { name: reload })).toBeTruthy();
    expect(screen.queryByTestId('remote-load-failed')).toBeNull();
  });

  it('names the SDK versions when the remote was built against a newer SDK', async () => {
    const load = async () => {
      throw new RemoteIncompatibleError('vendor', { kind: 'sdk', remoteSdk: '2.1.0', hostSdk: '2.0.0' });
    };
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={load} />, { app: vendorApp });
    expect((await screen.findByTestId('remote-incompatible-detail')).textContent).toBe('It needs shell SDK 2.1.0; this version has 2.0.0.');
  });

  it('shows a page that throws as a page error, not a load failure, and Try again renders it again', async () => {
    ordersThrow = true;
    renderWithShell(<Workspace app={faultyApp} />, { app: faultyApp, route: '/orders' });

    expect(await screen.findByText('Something went wrong on this page')).toBeTruthy();
    expect(screen.queryByText('This section could not be loaded')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/');

    ordersThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeTruthy();
  });

  it('drops the page error when the user goes elsewhere, and in Russian says so in Russian', async () => {
    ordersThrow = true;
    renderWithShell(<Workspace app={faultyApp} />, { app: faultyApp, route: '/orders', language: 'ru' });
    expect(await screen.findByText('На этой странице произошла ошибка')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Попробовать ещё раз' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Create Order' }));
    expect(await screen.findByRole('heading', { name: 'New order form' })).toBeTruthy();
    expect(screen.queryByTestId('page-failed')).toBeNull();

    // Back on the broken page it is tried afresh, not left on the old card.
    ordersThrow = false;
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeTruthy();
  });
});
