import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { analysedProject, type AnalysedProject } from './analysed-project.js';
import { axeViolations } from './axe-scan.js';
import { launchBrowser, screenshot } from './browser.js';
import { E2E_ADMIN, openSignedIn, postJson, approvedUser } from './e2e-session.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';
import { firstMonthCsv, secondMonthCsv } from '../../services/gateway/test/series-data.js';

/**
 * Two uploads of one team's query a month apart, with changes planted (issue 45): in April the
 * ball and vote groups merge around bob, a cat group is born and ramenfan1 leaves the ramen group
 * for it; the ramen group goes on. The API tests' first two months (series-data.ts).
 */
const MARCH = firstMonthCsv();
const APRIL = secondMonthCsv();

const TEXT = {
  ja: {
    merge: '合流',
    born: '誕生',
    saved: 'を保存しました。',
    notFound: '404 ページが見つかりません。',
    months: ['2024年3月', '2024年4月'],
  },
  en: {
    merge: 'Merge',
    born: 'Born',
    saved: 'has been saved.',
    notFound: '404 Page not found.',
    months: ['March 2024', 'April 2024'],
  },
} as const;

/** Text matched as it is in a RegExp. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "#rrggbb" as the browser computes a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('communities over time: a series made on /files, opened, read and downloaded, in Chromium', () => {
  let server: KizunaServer;
  let browser: Browser;
  let adminToken: string;
  let march: AnalysedProject;
  let april: AnalysedProject;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    adminToken = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: E2E_ADMIN }))
      .AuthenticationResult.AccessToken;
    const columns = { author: 0, text: 1, time: 2, followers: 3 };
    // April is uploaded first: the dialog puts the runs in the order of their posts, not of the uploads.
    april = await analysedProject(server, adminToken, {
      file: APRIL,
      fileName: 'team-april.csv',
      projectName: 'Team April',
      counts: '3',
      columns,
      timeoutMs: 120_000,
    });
    march = await analysedProject(server, adminToken, {
      file: MARCH,
      fileName: 'team-march.csv',
      projectName: 'Team March',
      counts: '3',
      columns,
      timeoutMs: 120_000,
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(['ja', 'en'] as const)(
    'in %s: picks the two runs, saves the series, sees the alluvial and the merge, downloads the moved users',
    async (lang) => {
      const text = TEXT[lang];
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: lang === 'ja' ? 'ja-JP' : 'en-US',
        timezoneId: 'Asia/Tokyo',
        acceptDownloads: true,
      });
      const page = await context.newPage();
      try {
        const dialog = page.getByTestId('series-create-dialog');
        if (lang === 'ja') {
          await openSignedIn(page, server, lang, '/files');
          await page.getByTestId('series-create').click();
          await dialog.getByTestId(`series-pick-${april.runs[0].processId}`).check();
        } else {
          // From April's graph page: "compare with another upload" opens the dialog on /files with April picked.
          await openSignedIn(page, server, lang, `/files/graph/${april.projectId}/${april.runs[0].processId}`);
          await page.getByTestId('open-series').click();
          await dialog
            .locator(`[data-testid="series-picked-0"][data-process-id="${april.runs[0].processId}"]`)
            .waitFor();
          expect(await dialog.getByTestId(`series-pick-${april.runs[0].processId}`).isChecked()).toBe(true);
        }
        await dialog.getByTestId(`series-pick-${march.runs[0].processId}`).check();
        // March first: ordered by the posts' dates the server reports, though April was picked first.
        await dialog
          .locator(`[data-testid="series-picked-0"][data-process-id="${march.runs[0].processId}"]`)
          .waitFor({ timeout: 30_000 });
        await dialog.getByTestId('series-name').fill(`Team spring ${lang}`);
        await dialog.getByTestId('series-create-save').click();
        await page.waitForURL(/\/series\/[^/]+$/, { timeout: 30_000 });
        const toast = page.getByTestId('toast-success');
        await expect(toast.textContent()).resolves.toContain(`Team spring ${lang} ${text.saved}`);
        // Closed, so that it covers nothing in the screenshot.
        await toast.getByRole('button').click();

        await page.locator('[data-testid="series-page"][data-ready="true"]').waitFor({ timeout: 30_000 });
        const alluvial = page.getByTestId('series-alluvial');
        await expect(alluvial.getAttribute('data-columns')).resolves.toBe('2');
        // The echarts Sankey drew its bands (SVG paths) and named the communities.
        await alluvial.locator('svg path').first().waitFor();
        expect(await alluvial.locator('svg path').count()).toBeGreaterThan(6);

        const merge = page.locator('[data-testid="series-event"][data-kind="merge"]');
        await expect(merge.textContent()).resolves.toContain(text.merge);
        await expect(page.locator('[data-testid="series-event"][data-kind="born"]').textContent()).resolves.toContain(
          text.born,
        );
        await page.getByTestId('series-move-ramenfan1').waitFor();
        await page.waitForTimeout(300);
        await screenshot(page, `series-${lang}-1440x900`);
        // WCAG 2.1 AA: no community name in its own colour, no white text on orange or blue.
        expect(await axeViolations(page)).toEqual([]);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('series-moves-download').click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^series_moves_\d{8}\.csv$/);
        const csv = (await readFile((await download.path())!)).toString('utf8');
        expect(csv.startsWith('\uFEFF')).toBe(true);
        const lines = csv.slice(1).trim().split('\r\n');
        expect(lines[0].split(',')[0]).toBe('account');
        expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['ramenfan1']);

        // Each column headed by its upload and its posts' month; every community named in full.
        for (const [r, project] of ['Team March', 'Team April'].entries()) {
          const heading = (await page.getByTestId(`alluvial-heading-${r}`).textContent()) ?? '';
          expect(heading).toContain(project);
          expect(heading).toContain(text.months[r]);
        }
        // One community followed through the series page, its upload's graph page and the CSV
        // (issue 58): the cats ramenfan1 moved to, and the ramen group it left, which goes on.
        const header = lines[0].split(',');
        const cell = (name: string) => lines[1].split(',')[header.indexOf(name)];
        const legend = (run: number, clusterId: string) =>
          page.locator(`[data-testid="alluvial-legend-${run}"][data-cluster-id="${clusterId}"]`);
        const cats = legend(1, cell('to_cluster_id'));
        const ramenBefore = legend(0, cell('from_cluster_id'));
        expect(await cats.textContent()).toMatch(new RegExp(`^${escaped(cell('to_cluster_name'))} \\(`));
        expect(await ramenBefore.textContent()).toMatch(new RegExp(`^${escaped(cell('from_cluster_name'))} \\(`));
        await expect(page.getByTestId('series-move-ramenfan1').textContent()).resolves.toContain(
          cell('to_cluster_name'),
        );
        // The ramen group goes on in April under March's name and colour.
        const ramenColor = (await ramenBefore.getAttribute('data-color'))!;
        const ramenAfter = page
          .getByTestId('alluvial-legend-1')
          .filter({ hasText: new RegExp(`^${escaped(cell('from_cluster_name'))} \\(`) });
        await expect(ramenAfter.getAttribute('data-color')).resolves.toBe(ramenColor);
        const followed = [
          {
            clusterId: cell('to_cluster_id'),
            name: cell('to_cluster_name'),
            color: (await cats.getAttribute('data-color'))!,
          },
          {
            clusterId: (await ramenAfter.getAttribute('data-cluster-id'))!,
            name: cell('from_cluster_name'),
            color: ramenColor,
          },
        ];
        const graph = await context.newPage();
        await graph.goto(`${server.url}/files/graph/${april.projectId}/${april.runs[0].processId}`);
        for (const c of followed) {
          const chip = graph.getByTestId(`legend-${c.clusterId}`);
          await chip.waitFor({ timeout: 30_000 });
          await expect(chip.textContent()).resolves.toBe(c.name);
          await expect(
            chip
              .locator('span')
              .first()
              .evaluate((el) => getComputedStyle(el).backgroundColor),
          ).resolves.toBe(rgb(c.color));
        }
        await graph.close();

        // The printable report of the series, reachable from its screen.
        await page.getByTestId('series-report').click();
        await page.locator('[data-testid="series-report-page"][data-ready="true"]').waitFor({ timeout: 30_000 });
        await page.getByTestId('series-report-tracks').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it('shows the not-found page for a series that does not exist, and for one of runs the user cannot view', async () => {
    const saved = (
      await postJson(
        server,
        '/api/v1/series/save_series',
        { name: 'Admin only', process_ids: [march.runs[0].processId, april.runs[0].processId] },
        adminToken,
      )
    ).data;
    const colleague = 'colleague@example.com';
    await approvedUser(server, adminToken, colleague);
    for (const [lang, email, id] of [
      ['en', E2E_ADMIN, 'no-such-series'],
      ['ja', colleague, saved.series_id as string],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      try {
        await openSignedIn(page, server, lang, `/series/${id}`, email);
        await page.getByTestId('not-found').waitFor({ timeout: 30_000 });
        await expect(page.getByTestId('not-found').textContent()).resolves.toBe(TEXT[lang].notFound);
        expect(new URL(page.url()).pathname).toBe('/not_found');
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
