import type { UserProfile } from '@fixflow/contracts';
import type { ApiClient } from '@fixflow/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { signedInSession, type Session } from '@fixflow/shell-sdk';
import { preloadWorkspace } from './preload-workspace';
import { preloadRemoteApp } from './registry';

jest.mock('./registry', () => ({ preloadRemoteApp: jest.fn() }));

const session = (role: UserProfile['role']): Session =>
  signedInSession({ id: 'u1', email: 'u@fixflow.test', phone: null, role, full_name: 'U', status: 'active' } as UserProfile);

const context = { api: {} as ApiClient, queryClient: async () => ({}) as QueryClient };
const preload = (signedIn: Session, pathname: string) => preloadWorkspace(signedIn, pathname, context);

describe('preloadWorkspace', () => {
  beforeEach(() => jest.mocked(preloadRemoteApp).mockClear());

  it('starts the stored role’s remote and the page a reload landed on', () => {
    preload(session('technician'), '/dashboard');
    expect(preloadRemoteApp).toHaveBeenCalledWith('technician', { routePath: '/dashboard', context });
    preload(session('vendor'), '/orders/42/edit');
    expect(preloadRemoteApp).toHaveBeenCalledWith('vendor', { routePath: '/orders/:id/edit', context });
  });

  it('downloads nothing for a public page, a signed-out visitor or a route the role may not open', () => {
    preload(session('technician'), '/login');
    preload({ status: 'signed-out' } as Session, '/dashboard');
    preload(session('technician'), '/vendor-settings');
    expect(preloadRemoteApp).not.toHaveBeenCalled();
  });
});
