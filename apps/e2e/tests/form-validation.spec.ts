import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { wear } from '../support/looks';

// A form's checks answer on their fields in the page's language, never with the browser's own
// bubble (which speaks the browser's language and stops the submit before the form's rules and
// the API's field errors could show). The browser here is English, the page Russian: a person on
// a shared or work computer. The lint rule in eslint.config.mjs keeps such inputs out.
test.skip(process.env.E2E_SERVER === 'static', 'needs the API');
test.use({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });

/** antd's error under a field: the explain text of the Form.Item the input sits in. */
const errorUnder = (input: Locator) => input.locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-form-item ')][1]`).locator('.ant-form-item-explain');

async function inRussian(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await wear(page, { theme: 'light', language: 'ru' });
  await page.reload();
}

test('a Russian vendor submitting an order with a wrong email reads the form’s own messages on its fields, not the browser’s', async ({ page }) => {
  await signInAs(page, 'vendor');
  await inRussian(page, '/orders/new');
  const email = page.getByLabel('Эл. почта');
  await email.fill('ann.example.com');
  await page.getByRole('button', { name: 'Создать заказ' }).click();

  await expect(errorUnder(email)).toHaveText('Введите адрес эл. почты');
  // The required fields are checked in the same submit.
  await expect(errorUnder(page.getByLabel('Телефон', { exact: true }))).toHaveText('Обязательное поле');
  // Nothing is written while the form has errors.
  await expect(page).toHaveURL(/\/orders\/new$/);
});

test('a Russian admin saving a recall window over the limit reads the API’s limit in Russian under the field', async ({ page }) => {
  await signInAs(page, 'admin');
  await inRussian(page, '/admin/system-settings');
  const form = page.getByTestId('vendor-defaults-form');
  const days = form.getByLabel('Окно повторного вызова, дней');
  const before = await days.inputValue();
  await days.fill('9999');
  await form.getByRole('button', { name: 'Сохранить' }).click();

  await expect(errorUnder(days)).toHaveText('Не больше 365');
  // The stored defaults are untouched: a reload shows what was there.
  await page.reload();
  await expect(page.getByTestId('vendor-defaults-form').getByLabel('Окно повторного вызова, дней')).toHaveValue(before);
});
