import { act, screen } from '@testing-library/react';
import { authAnswer, vendorProfile } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../../testing/render-host';
import { sidebarCookie } from './sidebar-state';
import { WorkspaceLayout } from './WorkspaceLayout';

// A file of its own: the lazy sidebar must not have loaded yet (each test file has fresh modules).
describe('the desktop frame while the sidebar chunk loads', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = sidebarCookie(true);
  });
  afterEach(() => jest.useRealTimers());

  it('holds the sidebar width with a placeholder, so the page does not move when it arrives', async () => {
    const answer = authAnswer(Date.now());
    renderHost(
      <WorkspaceLayout remote="vendor">
        <h1>Page</h1>
      </WorkspaceLayout>,
      { route: '/dashboard', stored: answer, routes: { 'GET /api/me': () => ({ status: 200, body: vendorProfile }) } },
    );
    const placeholder = document.querySelector<HTMLElement>('.ff-sider');
    expect(placeholder?.style.width).toBe('16rem');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();

    await act(() => jest.advanceTimersByTimeAsync(150));
    expect(screen.getByTestId('sidebar').style.width).toBe('16rem');
    expect(document.querySelectorAll('.ff-sider')).toHaveLength(1);
  });
});
