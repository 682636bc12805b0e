import type { UserProfile } from '@fixflow/contracts';
import { signedInSession, type Session } from '@fixflow/shell-sdk';
import { preloadWorkspace } from './preload-workspace';
import { preloadRemoteApp } from './registry';

jest.mock('./registry', () => ({ preloadRemoteApp: jest.fn() }));

const session = (role: UserProfile['role']): Session =>
  signedInSession({ id: 'u1', email: 'u@fixflow.test', phone: null, role, full_name: 'U', status: 'active' } as UserProfile);

describe('preloadWorkspace', () => {
  beforeEach(() => jest.mocked(preloadRemoteApp).mockClear());

  it('starts the stored role’s remote and the page a reload landed on', () => {
    preloadWorkspace(session('technician'), '/dashboard');
    expect(preloadRemoteApp).toHaveBeenCalledWith('technician', '/dashboard');
    preloadWorkspace(session('vendor'), '/orders/42/edit');
    expect(preloadRemoteApp).toHaveBeenCalledWith('vendor', '/orders/:id/edit');
  });

  it('downloads nothing for a public page, a signed-out visitor or a route the role may not open', () => {
    preloadWorkspace(session('technician'), '/login');
    preloadWorkspace({ status: 'signed-out' } as Session, '/dashboard');
    preloadWorkspace(session('technician'), '/vendor-settings');
    expect(preloadRemoteApp).not.toHaveBeenCalled();
  });
});
