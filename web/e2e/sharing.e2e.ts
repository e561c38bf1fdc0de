import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { E2E_ADMIN, openSignedIn, postJson, approvedUser } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { twoGroupsCsv } from './two-groups-csv.js';

const TEXT = {
  ja: {
    sharedBy: 'owner-jaさんが共有',
    role: '権限',
    editor: '編集者',
    notShared: 'プロジェクトが削除されたか、共有が解除された可能性があります。',
  },
  en: {
    sharedBy: 'Shared by owner-en',
    role: 'Role',
    editor: 'Editor',
    notShared: 'The project may have been deleted, or it is no longer shared with you.',
  },
} as const;

describe('sharing a project with a colleague, two users in two browser contexts', () => {
  let server: KizunaServer;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    adminToken = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }, ''))
      .AuthenticationResult.AccessToken;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(['ja', 'en'] as const)(
    'in %s: viewer reads graph and report but cannot rename; editor renames; unshared, refused',
    async (lang) => {
      const text = TEXT[lang];
      const owner = `owner-${lang}@example.com`;
      const colleague = `colleague-${lang}@example.com`;
      await approvedUser(server, adminToken, owner);
      await approvedUser(server, adminToken, colleague);
      const ownerToken = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: owner }, ''))
        .AuthenticationResult.AccessToken;
      const { projectId, runs } = await analysedProject(server, ownerToken, {
        file: twoGroupsCsv(),
        fileName: `shared-${lang}.csv`,
        projectName: `Shared ${lang}`,
        counts: '2',
        columns: { author: 0, text: 1, time: 2, followers: -1 },
      });
      const processId = runs[0].processId;
      const locale = lang === 'ja' ? 'ja-JP' : 'en-US';
      const ownerPage = await (await browser.newContext({ viewport: { width: 1400, height: 900 }, locale })).newPage();
      const colleaguePage = await (
        await browser.newContext({ viewport: { width: 1400, height: 900 }, locale })
      ).newPage();
      await openSignedIn(ownerPage, server, lang, '/files', owner);
      await openSignedIn(colleaguePage, server, lang, '/files', colleague);

      // The owner shares from the project row, as viewer (the default role).
      await ownerPage.getByTestId(`share-${projectId}`).click();
      const dialog = ownerPage.getByTestId('share-dialog');
      await dialog.getByTestId('share-email').fill(colleague);
      await dialog.getByTestId('share-add').click();
      await dialog.getByTestId(`share-${colleague}`).waitFor();
      await screenshot(ownerPage, `sharing-${lang}-dialog`);

      // The colleague finds it among the projects shared with them, opens the graph and the report.
      await colleaguePage.goto(`${server.url}/files`);
      await colleaguePage.getByTestId('files-scope-shared').click();
      await colleaguePage.getByTestId(`project-row-${projectId}`).waitFor();
      await expect(colleaguePage.getByTestId(`shared-by-${projectId}`).textContent()).resolves.toContain(text.sharedBy);
      await expect(colleaguePage.getByTestId(`delete-${projectId}`).count()).resolves.toBe(0);
      await expect(colleaguePage.getByTestId(`share-${projectId}`).count()).resolves.toBe(0);
      await screenshot(colleaguePage, `sharing-${lang}-colleague-files`);
      await colleaguePage.getByTestId(`result-${projectId}`).click();
      await colleaguePage.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      await colleaguePage.getByTestId('legend-1').click({ button: 'right' });
      await colleaguePage.getByTestId('menu-select').waitFor();
      // A viewer's menu only selects: no rename, no recolour, and no re-run.
      await expect(colleaguePage.getByTestId('menu-edit-name').count()).resolves.toBe(0);
      await expect(colleaguePage.getByTestId('rerun-start').count()).resolves.toBe(0);
      await colleaguePage.keyboard.press('Escape');
      await colleaguePage.goto(`${server.url}/files/report/${projectId}/${processId}`);
      await colleaguePage.getByTestId('run-report').waitFor({ timeout: 30_000 });

      // The owner makes them editor; the colleague renames a community.
      await dialog.getByRole('combobox', { name: text.role }).click();
      await ownerPage.getByTestId('share-role-editor').click();
      await dialog.getByTestId('share-email').fill(colleague);
      await dialog.getByTestId('share-add').click();
      await dialog.getByTestId(`share-${colleague}`).getByText(text.editor).waitFor();
      const newName = lang === 'ja' ? '同僚が命名' : 'Named by a colleague';
      await colleaguePage.goto(`${server.url}/files/graph/${projectId}/${processId}`);
      await colleaguePage.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      await colleaguePage.getByTestId('legend-1').click({ button: 'right' });
      await colleaguePage.getByTestId('menu-edit-name').click();
      await colleaguePage.getByTestId('name-input').fill(newName);
      await colleaguePage.getByTestId('name-input').press('Enter');
      await colleaguePage.getByTestId('name-dialog').waitFor({ state: 'detached' });
      await colleaguePage.getByTestId('legend-1').getByText(newName).waitFor();
      await screenshot(colleaguePage, `sharing-${lang}-editor-renamed`);

      // The owner unshares; the colleague's next view is the not-found page (a project they may not
      // view answers 404, as one that does not exist) and the list no longer has it.
      await dialog.getByTestId(`share-remove-${colleague}`).click();
      await dialog.getByTestId(`share-${colleague}`).waitFor({ state: 'detached' });
      await colleaguePage.reload();
      await colleaguePage.getByTestId('not-found-hint').getByText(text.notShared).waitFor({ timeout: 30_000 });
      expect(new URL(colleaguePage.url()).pathname).toBe('/not_found');
      await colleaguePage.goto(`${server.url}/files`);
      await colleaguePage.getByTestId('files-scope-shared').click();
      await waitForNoRow(colleaguePage, projectId);
      await ownerPage.context().close();
      await colleaguePage.context().close();
    },
    240_000,
  );
});

/** The list has loaded (its refresh settled) and holds no row of the project. */
async function waitForNoRow(page: Page, projectId: string): Promise<void> {
  await page.getByTestId('files-refresh').waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId(`project-row-${projectId}`).count()).resolves.toBe(0);
}
