import type { Page } from 'playwright-core';
import { twoGroupsCsv } from './two-groups-csv.js';

/** The two-groups CSV as a browser's file chooser gives it. */
export const twoGroupsFile = () => ({
  name: 'two-groups.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(twoGroupsCsv()),
});

/** Step 1 of the upload wizard: names the project, chooses the file (it uploads at once). */
export async function nameAndChoose(page: Page, projectName: string, file = twoGroupsFile()): Promise<void> {
  await page.getByTestId('project-name-input').fill(projectName);
  await page.getByTestId('project-name-ok').click();
  await page.getByTestId('upload-file-input').setInputFiles(file);
}

/** Step 2 for the two-groups CSV: author, text and time chosen, then on to step 3's count of valid rows. */
export async function mapTwoGroupsColumns(page: Page): Promise<void> {
  await page.getByTestId('role-select-0').selectOption('author');
  await page.getByTestId('role-select-1').selectOption('contents');
  await page.getByTestId('role-select-2').selectOption('time');
  await page.getByTestId('next-button').click();
  await page.getByTestId('rows-valid').waitFor();
}
