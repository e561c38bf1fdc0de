import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { approvedUser, openSignedIn, postJson } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';

/** Three accounts retweeting a brand's posts, and fans: a graph small enough to draw every user. */
function brandCsv(): string {
  const rows = ['author,text,time,followers'];
  for (let i = 0; i < 4; i++) {
    const text = `新商品のお知らせ その${i}`;
    rows.push(`brand,${text},2024-03-01 ${10 + i}:00:00,1000`);
    for (const who of ['bot_a', 'bot_b', 'bot_c', `fan${i}`])
      rows.push(`${who},"RT @brand: ${text}",2024-03-01 ${10 + i}:05:00,3`);
  }
  return rows.join('\n') + '\n';
}

const canvasAttr = (page: Page, name: string, value: string) =>
  page.waitForFunction(
    ([n, v]) => document.querySelector('[data-testid="graph-canvas"]')?.getAttribute(n) === v,
    [name, value],
  );

/**
 * Account labels in the browser (issue 48), in Japanese and English: a label made in the team's
 * dialog, put on a user from the user panel with a note, ringed on the graph with its legend,
 * highlighted (the rest greys), listed under "only labelled", named in the run report, the member
 * list filtered to it (the member's row with its statistics), then taken off.
 */
describe('account labels on the graph page', () => {
  let server: KizunaServer;
  let browser: Browser;
  let projectId: string;
  let runId: string;
  let token: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN }, ''))
      .AuthenticationResult.AccessToken;
    const analysed = await analysedProject(server, token, {
      file: brandCsv(),
      fileName: 'brand.csv',
      projectName: 'Brand',
      counts: '2',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
    });
    projectId = analysed.projectId;
    runId = analysed.runs[0].processId;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const lang of ['ja', 'en'] as const)
    it(`makes a label, puts it on a user with a note, rings and highlights them, takes it off (${lang})`, async () => {
      const name = lang === 'ja' ? '自動投稿' : 'Automated';
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: `${lang}-JP` });
      const page = await context.newPage();
      await openSignedIn(page, server, lang, `/files/graph/${projectId}/${runId}`);
      await page.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
      await canvasAttr(page, 'data-label-ringed-users', '0');

      // The team's labels: make one.
      await page.getByTestId('labels-open').click();
      const dialog = page.getByTestId('labels-dialog');
      await expect(dialog.textContent()).resolves.toMatch(
        lang === 'ja' ? /アカウントラベル/ : /Account labels of team/,
      );
      await page.getByTestId('label-name-input').fill(name);
      await dialog.getByRole('radio').nth(3).click();
      await page.getByTestId('label-create').click();
      await dialog.locator(`[data-testid="label-row"][data-label="${name}"]`).waitFor();
      await screenshot(page, `labels-dialog-${lang}`);
      await dialog.getByRole('button', { name: lang === 'ja' ? '閉じる' : 'Close' }).click();

      // The user panel: bot_a gets it, with a note.
      await page.getByTestId('locator-input').fill('bot_a');
      await page.getByTestId('locator-option-bot_a').click();
      const panel = page.getByTestId('account-labels');
      await expect(panel.textContent()).resolves.toMatch(lang === 'ja' ? /ラベルはありません/ : /No label/);
      await page.getByTestId('account-label-select').locator('..').click();
      await page.getByRole('option', { name }).click();
      await page.getByTestId('account-label-note').fill(lang === 'ja' ? '毎回5分後にRT' : 'retweets 5 minutes later');
      await page.getByTestId('account-label-add').click();
      await panel.getByTestId('label-chip').filter({ hasText: name }).waitFor();

      // On the graph: a ring, the legend, the highlight greying everyone else.
      await canvasAttr(page, 'data-label-ringed-users', '1');
      await expect(page.getByTestId('label-legend').textContent()).resolves.toContain(`${name} (1)`);
      // A selected user goes before a highlight (as before the bridges): the locator cleared first.
      await page.getByTestId('locator-input').press('Escape');
      await page.getByTestId('account-labels').waitFor({ state: 'detached' });
      await page.getByTestId('label-highlight').locator('..').click();
      await page.getByRole('option', { name }).click();
      await canvasAttr(page, 'data-kept-users', '1');
      await page.getByTestId('only-labelled').check();
      await page.locator('[data-testid="labelled-account"][data-account="bot_a"]').waitFor();
      await expect(page.getByTestId('labelled-accounts').textContent()).resolves.toMatch(
        lang === 'ja' ? /ラベル付きアカウント：1件/ : /Labelled accounts in this run: 1/,
      );
      await screenshot(page, `graph-labels-${lang}`);

      // The run report names the label and its account with the note.
      const report = await context.newPage();
      await report.goto(`${server.url}/files/report/${projectId}/${runId}`);
      const section = report.getByTestId('report-labels');
      await section.waitFor({ timeout: 30_000 });
      await expect(section.textContent()).resolves.toContain(
        lang === 'ja'
          ? `${name}：1アカウントbot_a (毎回5分後にRT)`
          : `${name} (accounts: 1)bot_a (retweets 5 minutes later)`,
      );
      await report.close();

      // The member list of bot_a's community filtered by the label: bot_a's own row, statistics and
      // all (4 retweets of the brand, 3 followers), and nobody else.
      const run = await postJson(server, '/api/v1/analyze/cluster/get_run_labels', { process_id: runId }, token);
      const community = (run.data.accounts as Array<{ account: string; cluster_id: number }>).find(
        (a) => a.account === 'bot_a',
      )!.cluster_id;
      const list = await context.newPage();
      await list.goto(`${server.url}/files/graph/${projectId}/${runId}?community=${community}`);
      await list.getByTestId('panel-nodes').click({ timeout: 30_000 });
      await list.locator('[data-testid^="member-row-"]').first().waitFor();
      await list.getByTestId('member-label-filter').locator('..').click();
      await list.getByRole('option', { name }).click();
      await list.waitForFunction(() => document.querySelectorAll('[data-testid="member-table"] tbody tr').length === 1);
      const cells = await list.getByTestId('member-row-bot_a').locator('td').allTextContents();
      expect(cells.slice(0, 4)).toEqual([`bot_a${name}`, '0', '4', '3']);
      // The filter's menu gone (it fades out), so the screenshot shows the list.
      await list.locator('.MuiMenu-root').waitFor({ state: 'detached' });
      await screenshot(list, `member-list-labelled-${lang}`);
      await list.close();

      // Found again from the list, and taken off in the user panel: no ring.
      await page.locator('[data-testid="labelled-account"][data-account="bot_a"]').click();
      await panel.getByTestId('label-chip').filter({ hasText: name }).waitFor();
      await panel.getByTestId('label-chip').filter({ hasText: name }).locator('.MuiChip-deleteIcon').click();
      await canvasAttr(page, 'data-label-ringed-users', '0');
      await context.close();
    }, 120_000);

  it("shows an admin the team they choose, and a team's member only their team's labels", async () => {
    // Team T-1 marks bot_a, team Z-9 bot_b and bot_c; member@ is of T-1 and views the project.
    const member = 'member@example.com';
    const memberId = await approvedUser(server, token, member);
    await postJson(server, '/api/v1/auth/update_supplier_code', { id: memberId, supplier_code: 'T-1' }, token);
    await postJson(
      server,
      '/api/v1/process/share_project',
      { project_id: projectId, email: member, role: 'viewer' },
      token,
    );
    for (const [team, name, accounts] of [
      ['T-1', 'Press', ['bot_a']],
      ['Z-9', 'Rival', ['bot_b', 'bot_c']],
    ] as const) {
      const made = await postJson(
        server,
        '/api/v1/labels/create_label',
        { name, color: '#4363d8', company_code: team },
        token,
      );
      await postJson(
        server,
        '/api/v1/labels/assign_label',
        { label_id: made.data.label_id, accounts, company_code: team },
        token,
      );
    }
    const legend = (page: Page) => page.getByTestId('label-legend').textContent();
    const graph = `/files/graph/${projectId}/${runId}`;

    // The admin's own team has no account of this run labelled; they choose Z-9, then T-1.
    const admin = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    await openSignedIn(admin, server, 'en', graph);
    await admin.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await canvasAttr(admin, 'data-label-ringed-users', '0');
    for (const [team, rings, shown, hidden] of [
      ['Z-9', '2', 'Rival (2)', 'Press'],
      ['T-1', '1', 'Press (1)', 'Rival'],
    ] as const) {
      await admin.getByTestId('labels-open').click();
      await admin.getByTestId('label-team-input').fill(team.slice(0, 2));
      await admin.getByRole('option', { name: team }).click();
      await admin.getByTestId('labels-dialog').getByText(`Account labels of team ${team}`).waitFor();
      await admin.getByTestId('labels-dialog').locator('[data-testid="label-row"][data-label]').first().waitFor();
      await screenshot(admin, `labels-dialog-admin-${team}-en`);
      await admin.getByRole('button', { name: 'Close' }).click();
      await admin.getByTestId('labels-dialog').waitFor({ state: 'detached' });
      await expect(admin.getByTestId('labels-team').textContent()).resolves.toBe(`Team: ${team}`);
      await canvasAttr(admin, 'data-label-ringed-users', rings);
      await expect(legend(admin)).resolves.toContain(shown);
      await expect(legend(admin)).resolves.not.toContain(hidden);
    }
    await screenshot(admin, 'graph-labels-admin-team-en');
    // Kept for the browser session.
    await admin.reload();
    await canvasAttr(admin, 'data-label-ringed-users', '1');
    await expect(admin.getByTestId('labels-team').textContent()).resolves.toBe('Team: T-1');

    // The member sees their own team's labels, with no chooser and no team named.
    const own = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    await openSignedIn(own, server, 'ja', graph, member);
    await own.locator('[data-testid="graph-canvas"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await canvasAttr(own, 'data-label-ringed-users', '1');
    await expect(legend(own)).resolves.toContain('Press (1)');
    await expect(legend(own)).resolves.not.toContain('Rival');
    expect(await own.getByTestId('labels-team').count()).toBe(0);
    await own.getByTestId('labels-open').click();
    await own.getByTestId('labels-dialog').getByText('チーム T-1 のアカウントラベル').waitFor();
    expect(await own.getByTestId('label-team-input').count()).toBe(0);
    await admin.context().close();
    await own.context().close();
  }, 120_000);
});
