import { screen, waitFor, within } from '@testing-library/react';
import { authAnswer } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../testing/render-host';
import { AntdBoundary } from './frames';

describe('a signed-in page opening (AntdBoundary)', () => {
  it('draws the workspace frame at once while antd loads, then gives way to the workspace', async () => {
    renderHost(<AntdBoundary />, { route: '/dashboard', stored: authAnswer(Date.now()) });
    // The very first paint after sign-in: the frame and its Loading line, not an empty page.
    const frame = screen.getByTestId('workspace-placeholder');
    expect(within(frame).getByRole('status').textContent).toBe('Loading...');
    await waitFor(() => expect(screen.queryByTestId('workspace-placeholder')).toBeNull());
  });
});
