import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { authAnswer, vendorProfile, type FakeRoutes } from '@fixflow/shell-sdk/testing';
import { renderHost } from '../../testing/render-host';
import { SettingsPage, settingsTitleKey } from './SettingsPage';

/** What antd shows under a field (its error), read from the Form.Item the input sits in. */
const fieldHelp = (input: HTMLElement) => input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

function renderSettings(routes: FakeRoutes = {}) {
  return renderHost(<SettingsPage />, { route: '/settings', stored: authAnswer(Date.now()), routes });
}

describe('the settings page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['vendor', false, 'sidebar.items.profile'],
    ['vendor', true, 'sidebar.items.profile'],
    ['technician', false, 'sidebar.items.settings'],
    ['technician', true, 'tabs.profile'],
    ['admin', false, 'sidebar.items.settings'],
  ] as const)('a %s (phone: %s) reads the title its menu gave the page: %s', (role, mobile, key) => {
    expect(settingsTitleKey(role, mobile)).toBe(key);
  });

  it('is called Profile for a vendor, as its sidebar names it, with its account details below', async () => {
    renderSettings();
    await act(() => jest.advanceTimersByTimeAsync(150));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
    expect(await screen.findByText('Account details')).toBeTruthy();
  });

  it('given a vendor, fills the profile form, and sends only what changed with PATCH /api/me', async () => {
    const harness = renderSettings({ 'PATCH /api/me': () => ({ status: 200, body: { ...vendorProfile, city: 'Dallas' } }) });
    await act(() => jest.advanceTimersByTimeAsync(150));
    const city = await screen.findByLabelText('City');
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme Appliance Repair');
    // Shown, not editable, and still named by its label for a screen reader.
    expect(screen.getByLabelText('Email')).toHaveProperty('value', vendorProfile.email);
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', true);
    fireEvent.change(city, { target: { value: 'Dallas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(harness.calls.find((call) => call.key === 'PATCH /api/me')?.body).toEqual({ city: 'Dallas' });
    expect(harness.toasts).toContainEqual(['success', 'Profile saved', undefined]);
  });

  it('refuses a phone that is none with the words the API would use, and shows a good one as it will be stored', async () => {
    const harness = renderSettings({ 'PATCH /api/me': (body) => ({ status: 200, body: { ...vendorProfile, ...(body as object) } }) });
    await act(() => jest.advanceTimersByTimeAsync(150));
    const phone = await screen.findByLabelText('Phone');
    fireEvent.focus(phone);
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(fieldHelp(phone)).toBe('Must be a phone number, for example +15551234567 or (555) 123-4567'));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(harness.calls.filter((call) => call.key === 'PATCH /api/me')).toEqual([]);

    fireEvent.change(phone, { target: { value: '(512) 555-0134' } });
    fireEvent.blur(phone);
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('+15125550134'));
    await waitFor(() => expect(fieldHelp(phone)).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(harness.calls.find((call) => call.key === 'PATCH /api/me')?.body).toEqual({ phone: '+15125550134' });
  });

  it('changes the password only with the current one: a wrong one is shown at its field, in words', async () => {
    let accepted = false;
    const harness = renderSettings({
      'PUT /api/auth/password': (body) => {
        accepted = (body as { current_password?: string }).current_password === 'Old-pass-11';
        return accepted
          ? { status: 200, body: authAnswer(Date.now()).user }
          : { status: 400, body: { statusCode: 400, code: 'CURRENT_PASSWORD_INVALID', message: 'The current password is not correct' } };
      },
    });
    await act(() => jest.advanceTimersByTimeAsync(150));
    const fillIn = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fillIn('New password', 'Another-pass-77');
    fillIn('Repeat the new password', 'Another-pass-77');
    fillIn('Current password', 'Wrong-pass-99');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findAllByText('The current password is not correct')).length).toBeGreaterThan(0);

    fillIn('Current password', 'Old-pass-11');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(accepted).toBe(true));
    expect(harness.calls.filter((call) => call.key === 'PUT /api/auth/password').at(-1)?.body).toEqual({ password: 'Another-pass-77', current_password: 'Old-pass-11' });
    expect(harness.toasts).toContainEqual(['success', 'Password updated', 'Use your new password the next time you sign in.']);
  }, 60_000); // Two antd submits on a busy two-core machine can pass the preset's 20 s.

  it('shows a coded field error in the user\'s language from the catalogue, not the text the API sent', async () => {
    const fields = [{ field: 'full_name', code: 'TOO_LONG', max: 200, message: 'Не длиннее 200 символов' }];
    renderSettings({
      'PATCH /api/me': () => ({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'The request is not valid', errors: [{ field: 'full_name', message: 'x' }], fields } }),
    });
    await act(() => jest.advanceTimersByTimeAsync(150));
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: 'A'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Must be at most 200 characters')).toBeTruthy();
  });
});
