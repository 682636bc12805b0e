import { act, fireEvent, screen } from '@testing-library/react';
import { authAnswer, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../../testing/render-host';
import { SettingsPage } from './SettingsPage';

function renderSettings(routes: FakeRoutes = {}) {
  return renderHost(<SettingsPage />, { route: '/settings', stored: authAnswer(Date.now()), routes });
}

describe('the settings page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('given a vendor, fills the profile form, and sends only what changed with PATCH /api/me', async () => {
    const harness = renderSettings({ 'PATCH /api/me': () => ({ status: 200, body: { ...vendorProfile, city: 'Dallas' } }) });
    await act(() => jest.advanceTimersByTimeAsync(150));
    const city = await screen.findByLabelText('City');
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme Appliance Repair');
    fireEvent.change(city, { target: { value: 'Dallas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(harness.calls.find((call) => call.key === 'PATCH /api/me')?.body).toEqual({ city: 'Dallas' });
    expect(harness.toasts).toContainEqual(['success', 'Profile saved', undefined]);
  });

  it('puts the API\'s field errors on their fields', async () => {
    renderSettings({
      'PATCH /api/me': () => ({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Validation failed', errors: [{ field: 'phone', message: 'phone must be a valid phone number' }] } }),
    });
    await act(() => jest.advanceTimersByTimeAsync(150));
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('phone must be a valid phone number')).toBeTruthy();
  });
});
