import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { approvedUser, openSignedIn, postJson } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';
const MEMBER = 'member@example.com';
const COLLEAGUE = 'colleague@example.com';

/** A brand's posts retweeted by a few accounts: a graph that draws at once. */
function brandCsv(): string {
  const rows = ['author,text,time,followers'];
  for (let i = 0; i < 4; i++) {
    const text = `新商品のお知らせ その${i}`;
    rows.push(`brand,${text},2024-03-01 ${10 + i}:00:00,1000`);
    for (const who of ['bot_a', 'bot_b', `fan${i}`])
      rows.push(`${who},"RT @brand: ${text}",2024-03-01 ${10 + i}:05:00,3`);
  }
  return rows.join('\n') + '\n';
}

/**
 * Who may change a team's labels, in the browser (issue 55 item 5): a colleague without the right
 * sees the labels read-only with a note naming who grants it; the admin grants it on /users and
 * lists the team's label editors; the member then makes a label in the same dialog.
 */
describe('label editors in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let graph: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    const token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN }, ''))
      .AuthenticationResult.AccessToken;
    const analysed = await analysedProject(server, token, {
      file: brandCsv(),
      fileName: 'brand.csv',
      projectName: 'Brand',
      counts: '2',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
    });
    graph = `/files/graph/${analysed.projectId}/${analysed.runs[0].processId}`;
    for (const email of [MEMBER, COLLEAGUE]) {
      const id = await approvedUser(server, token, email);
      await postJson(server, '/api/v1/auth/update_supplier_code', { id, supplier_code: 'T-1' }, token);
      await postJson(
        server,
        '/api/v1/process/share_project',
        { project_id: analysed.projectId, email, role: 'viewer' },
        token,
      );
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const openLabels = async (page: Page) => {
    await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('labels-open').click();
    return page.getByTestId('labels-dialog');
  };

  it('shows the labels read-only to a colleague without the right, saying who grants it (ja)', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    await openSignedIn(page, server, 'ja', graph, COLLEAGUE);
    const dialog = await openLabels(page);
    // The team's labels answered (none yet), read-only.
    await dialog.getByTestId('labels-empty').waitFor();
    await expect(dialog.getByTestId('labels-read-only-note').textContent()).resolves.toContain(
      '権限は管理者がユーザー管理画面で付与します。',
    );
    for (const control of ['label-name-input', 'label-create', 'label-import', 'label-edit', 'label-delete'])
      await expect(dialog.getByTestId(control).count()).resolves.toBe(0);
    await screenshot(page, 'labels-dialog-read-only-ja');
    await page.context().close();
  });

  it('the admin grants the right on /users, lists the team’s editors, and the member then makes a label (en)', async () => {
    const admin = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await openSignedIn(admin, server, 'en', '/users');
    await admin.getByTestId('users-tab-users').click();
    const row = admin.locator(`[data-testid="user-row"][data-email="${MEMBER}"]`);
    await expect(row.getByTestId('label-editor-checkbox').isChecked()).resolves.toBe(false);
    // Controlled by the server's answer, so clicked rather than checked.
    await row.getByTestId('label-editor-checkbox').click();
    await admin.getByText("The account may now change its team's labels.").waitFor();
    // Checked once the list is read again.
    await row.locator('[data-testid="label-editor-checkbox"]:checked').waitFor();
    // Team T-1's label editors: the switch, and the team's code in the search.
    await admin.getByTestId('label-editors-only').click();
    await admin.getByTestId('users-users-search').fill('T-1');
    await admin.locator(`[data-testid="user-row"][data-email="${COLLEAGUE}"]`).waitFor({ state: 'detached' });
    await expect(
      admin.locator('[data-testid="user-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-email'))),
    ).resolves.toEqual([MEMBER]);
    await screenshot(admin, 'users-label-editors-en');
    await admin.context().close();

    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    await openSignedIn(page, server, 'en', graph, MEMBER);
    const dialog = await openLabels(page);
    await dialog.getByTestId('labels-intro').waitFor();
    await expect(dialog.getByTestId('labels-read-only-note').count()).resolves.toBe(0);
    await page.getByTestId('label-name-input').fill('Automated');
    await page.getByTestId('label-create').click();
    await dialog.locator('[data-testid="label-row"][data-label="Automated"]').waitFor();
    await expect(dialog.getByTestId('label-import').count()).resolves.toBe(1);
    await page.context().close();
  });
});
