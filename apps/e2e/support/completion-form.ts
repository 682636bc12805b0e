import type { Locator, Page } from '@playwright/test';

/** What a technician types into the completion form: the money as typed (whole units), the work in words. */
export interface CompletionFigures {
  labor: string;
  partsPrice: string;
  partsCost: string;
  tip: string;
  whatWasDone: string;
}

/**
 * Opens the completion form on an order's page and types a job's figures into it, as the
 * technician does. Payments and the Complete job button are left to the spec, which checks the
 * form between those steps; the form comes back for that.
 */
export async function fillCompletion(page: Page, figures: CompletionFigures): Promise<Locator> {
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  const form = page.getByTestId('completion-form');
  await form.getByLabel('Labor').fill(figures.labor);
  await form.getByLabel('Parts price').fill(figures.partsPrice);
  await form.getByLabel('Parts cost').fill(figures.partsCost);
  await form.getByLabel('Tip').fill(figures.tip);
  await form.getByLabel('What was done').fill(figures.whatWasDone);
  return form;
}
