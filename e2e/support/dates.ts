import { expect, type Page } from '@playwright/test';

const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY, as the French date pickers show it. */
export const frDate = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
/** YYYY-MM-DD, what a native date input takes. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);

/** Types a date into an antd DatePicker and confirms it (OK for date-times), as a keyboard user would. */
export async function pickDate(page: Page, label: string, text: string) {
  const input = page.getByLabel(label);
  // typed then confirmed within milliseconds, a loaded machine can let the picker's OK commit before
  // it parsed the text (twice in clean-clone runs): like a person seeing an empty field, type it again
  await expect(async () => {
    await input.click();
    // the panel opens with an animation: wait for it before deciding how to confirm
    const dropdown = page.locator('.ant-picker-dropdown:visible');
    await expect(dropdown).toBeVisible();
    await input.fill(text);
    const ok = dropdown.locator('.ant-picker-ok button');
    if (await ok.count()) {
      // OK stays disabled until the panel has taken the typed value: a click before commits nothing
      await expect(ok).toBeEnabled();
      await ok.click();
    } else await input.press('Tab');
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(input).toHaveValue(text, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
