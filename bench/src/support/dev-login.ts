import type { Page } from 'playwright-core';

/** Signs the admin in through the development sign-in page and waits for the home screen. */
export async function devLogin(page: Page, base: string, email = 'admin@example.com'): Promise<void> {
  await page.goto(`${base}/dev_login`);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-button').click();
  const later = page.getByTestId('set-password-later');
  const home = page.getByTestId('home-card-upload');
  await later.or(home).first().waitFor({ timeout: 30_000 });
  if (await later.isVisible()) await later.click();
  await home.waitFor();
}
