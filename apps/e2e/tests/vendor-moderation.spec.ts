import { expect, test } from '@playwright/test';
import { DEMO, signInWithForm, uniqueEmail } from '../support/accounts';
import { mailedLink } from '../support/outbox';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

test('a new vendor registers, waits on Account Not Activated until an admin activates it, then reaches the dashboard', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('vendor');
  const company = `E2E Repairs ${Date.now()}`;

  // 1. Registration.
  await page.goto('/vendor-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor registration' })).toBeVisible();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('weakpass');
  await page.getByRole('button', { name: 'Create account' }).click();
  // A weak password is refused with its reasons in words.
  await expect(page.getByTestId('auth-error')).toContainText('Password is too weak');
  await expect(page.getByText('Password is too easy to guess: avoid common passwords, words and patterns')).toBeVisible();
  await page.getByLabel('Password').fill('Sturdy-Fixflow-2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Check your email to finish signing up.')).toBeVisible();

  // 2. The confirmation link (read from the outbox) signs the vendor in and lands on /.
  await page.goto(await mailedLink(page.request, email, 'signup'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await expect(page.getByText('Your account has been successfully activated. You can now sign in.')).toBeVisible();

  // 3. Pending: every workspace page shows Account Not Activated with the Status.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Not Activated' })).toBeVisible();
  await expect(page.getByText('Your account is under moderation. Please wait for administrator activation.')).toBeVisible();
  await expect(page.getByTestId('account-status')).toHaveText('Status:Pending');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Your account is still waiting for activation.')).toBeVisible();

  // 4. An administrator activates it in the admin remote.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithForm(admin, DEMO.admin, undefined, '/admin/login');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.getByRole('link', { name: 'Vendors' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await admin.getByLabel('Status').click();
  await admin.getByTitle('Pending').click();
  await admin.getByLabel('Search vendors').fill(company);
  await admin.getByLabel('Search vendors').press('Enter');
  await expect(admin).toHaveURL(/status=pending/);
  const row = admin.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: company }).click();
  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await admin.getByRole('button', { name: 'Activate' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(admin.getByText('Vendor activated')).toBeVisible();
  await expect(admin.getByTestId('vendor-status')).toHaveText('Active');
  await adminContext.close();

  // 5. The vendor checks again and is in.
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByTestId('profile-line')).toContainText(company);
  await expect(page.getByTestId('profile-line')).toContainText('Active');
});
