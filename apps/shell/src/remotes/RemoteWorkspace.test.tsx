import { act, fireEvent, screen } from '@testing-library/react';
import { SHELL_SDK_VERSION, defineRemoteApp, type RemoteApp } from '@fixflow/shell-sdk';
import { renderWithShell } from '@fixflow/shell-sdk/testing';
import { RemoteWorkspace } from './RemoteWorkspace';
import { RemoteUnavailableError } from './registry';

const vendorApp = defineRemoteApp({
  name: 'vendor',
  version: '9.9.9',
  sdkVersion: SHELL_SDK_VERSION,
  i18n: { namespace: 'vendor', resources: { en: { menu: { create: 'Create Order' } }, ru: { menu: { create: 'Создать заказ' } } } },
  pages: { '/orders/new': () => <h1>New order form</h1> },
  menu: [{ key: 'create', labelKey: 'menu.create', path: '/orders/new' }],
});

describe('RemoteWorkspace', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the page of the route', async () => {
    renderWithShell(<RemoteWorkspace remote="vendor" routePath="/orders/new" load={async () => vendorApp} />, { app: vendorApp, route: '/orders/new' });
    expect(await screen.findByRole('heading', { name: 'New order form' })).toBeTruthy();
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
});
