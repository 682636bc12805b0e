import { expect, test } from '@playwright/test';
import { DEMO, apiLogin, signInAs } from '../support/accounts';
import { asInstalledApp } from '../support/installed-app';

test.skip(process.env.E2E_SERVER === 'static', 'needs the API');

test('a vendor invites a technician by email; the technician accepts on its phone; the vendor sees it join its roster, live', async ({ page: vendor, browser }, testInfo) => {
  test.setTimeout(120_000);
  // vendor2 has only tech on its roster in the seed: take tech2 off it, should a rerun find it there.
  const vendorToken = (await apiLogin(vendor.request, DEMO.vendor2)).access_token;
  const tech2Id = (await apiLogin(vendor.request, DEMO.technician2)).user.id;
  await vendor.request.delete(`/api/technicians/${tech2Id}`, { headers: { Authorization: `Bearer ${vendorToken}` } });

  await vendor.setViewportSize({ width: 1366, height: 900 });
  await signInAs(vendor, 'vendor2');
  await vendor.goto('/technicians');
  await expect(vendor.getByRole('heading', { level: 1, name: 'Technicians' })).toBeVisible();
  await vendor.getByLabel('Technician email').fill(DEMO.technician2);
  await vendor.getByRole('button', { name: 'Invite to roster' }).click();
  await expect(vendor.getByText(`Invitation sent to ${DEMO.technician2}`)).toBeVisible();
  const invitations = vendor.getByTestId('roster-invitations');
  await expect(invitations.getByRole('row').filter({ hasText: DEMO.technician2 })).toContainText('Invited');
  // Only the email typed: the technician's name is not shown before it answers.
  await expect(vendor.getByText('Jordan Lee')).toHaveCount(0);
  await vendor.screenshot({ path: testInfo.outputPath('vendor-invited.png') });

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const technician = await phoneContext.newPage();
  await asInstalledApp(technician);
  await signInAs(technician, 'technician2');
  await technician.goto('/dashboard');
  const card = technician.getByTestId('roster-invitations');
  await expect(card.getByText('Brightline Home Services')).toBeVisible();
  await technician.screenshot({ path: testInfo.outputPath('technician-invitation.png') });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(technician.getByText('You joined Brightline Home Services')).toBeVisible();
  await expect(technician.getByText('No invitations')).toBeVisible();

  // The vendor's page reads its lists again on roster.changed: no reload.
  await expect(vendor.getByRole('link', { name: 'Jordan Lee' })).toBeVisible();
  await expect(invitations.getByRole('row').filter({ hasText: DEMO.technician2 })).toHaveCount(0);
  await phoneContext.close();
});
