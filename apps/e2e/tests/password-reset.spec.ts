import { expect, test } from '@playwright/test';
import { signInWithForm, uniqueEmail } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';
import { mailedLink } from '../support/outbox';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

test('a technician resets a forgotten password through the mailed link and signs in with the new one; later changes it in settings, with the current one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('tech');
  const oldPassword = 'Original-Fixflow-11';
  const newPassword = 'Renewed-Fixflow-22';
  const thirdPassword = 'Settled-Fixflow-33';
  const signup = await request.post('/api/auth/signup', { data: { role: 'technician', email, password: oldPassword, full_name: 'Riley Reset' } });
  expect(signup.status()).toBe(201);

  // Forgot-password dialog on the sign-in page, on the technician's installed app.
  await asInstalledApp(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('If an account exists for this email, a reset link is on its way.')).toBeVisible();

  // The link lands on /reset-password, signed in, to choose the new password.
  await page.goto(await mailedLink(request, email, 'recovery'));
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('Repeat the new password').fill('password1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password is too easy to guess: avoid common passwords, words and patterns')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Out, then in again: the old password no longer works, the new one does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, email, oldPassword);
  await expect(page.getByTestId('auth-error')).toContainText('Invalid login credentials');
  await signInWithForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Hi Riley — here is /)).toBeVisible();

  // Signed in as usual (no recovery link), the settings card asks for the current password.
  await page.goto('/settings');
  await page.getByLabel('Current password').fill('Not-the-password-1');
  await page.getByLabel('New password', { exact: true }).fill(thirdPassword);
  await page.getByLabel('Repeat the new password').fill(thirdPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The current password is not correct').first()).toBeVisible();
  await page.getByLabel('Current password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  // Signing out ends on /login once this device's clean-up is done; a sign-in page opened before
  // that would still find the old session and send the user back to the dashboard.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, email, thirdPassword, '');
  await expect(page).toHaveURL(/\/dashboard$/);
});
