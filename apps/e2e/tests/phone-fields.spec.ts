import { expect, test, type Locator } from '@playwright/test';
import { signInAs } from '../support/accounts';

// The one phone input (libs/ui/phone) in the host's settings and the vendor remote's order form.
test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
test.use({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });

const INVALID_PHONE_RU = 'Должен быть номер телефона, например +15551234567 или (555) 123-4567';
/** antd's error under a field: the explain text of the Form.Item the input sits in. */
const errorUnder = (input: Locator) => input.locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-form-item ')][1]`).locator('.ant-form-item-explain');

test('a Russian vendor: a phone that is no number is refused in Russian under the field, in the remote and in the host; a good one reads as it will be stored', async ({ page }) => {
  await signInAs(page, 'vendor');

  await page.goto('/orders/new');
  const orderPhone = page.getByLabel('Телефон', { exact: true });
  await orderPhone.fill('(512) 555-01');
  await orderPhone.blur();
  await expect(errorUnder(orderPhone)).toHaveText(INVALID_PHONE_RU);
  await orderPhone.fill('(512) 555-0134');
  await orderPhone.blur();
  await expect(orderPhone).toHaveValue('+15125550134');
  await expect(errorUnder(orderPhone)).toHaveCount(0);

  await page.goto('/settings');
  const profilePhone = page.getByLabel('Телефон', { exact: true });
  await expect(profilePhone).not.toHaveValue('');
  await profilePhone.fill('12');
  await profilePhone.blur();
  await expect(errorUnder(profilePhone)).toHaveText(INVALID_PHONE_RU);
});
