import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { postJson, openSignedIn } from './e2e-session.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

/** A community name a user could type: markup that would add an image and bold text if taken as HTML. */
const MARKUP = '<img src=x onerror="document.title=1"><b>x</b>';
/** The colour the renamed community gets, to find its node in the Sankey. */
const MARKED = '#123456';

/** Three groups around alice, bob and carol, each retweeting its hub and one another. */
function threeGroupsCsv(): string {
  const rows = ['author,text,time,followers'];
  let minute = 0;
  const at = () => {
    const m = minute++;
    return `2024-03-01 ${String(9 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  };
  const groups = [
    ['alice', 'ramen', 'ramen noodles broth'],
    ['bob', 'ball', 'baseball game stadium'],
    ['carol', 'vote', 'election vote policy'],
  ];
  for (const [hub, , text] of groups) rows.push(`${hub},${text},${at()},100`);
  for (const [hub, prefix, text] of groups)
    for (let i = 1; i <= 6; i++) {
      rows.push(`${prefix}fan${i},"RT @${hub}: ${text}",${at()},${i}`);
      rows.push(`${prefix}fan${i},"RT @${prefix}fan${(i % 6) + 1}: ${prefix} again",${at()},${i}`);
    }
  rows.push(`ramenfan1,"RT @bob: baseball game stadium",${at()},1`);
  return rows.join('\n') + '\n';
}

/** The tooltip echarts shows inside a chart: an HTML div, drawn over the chart. */
const tooltipOf = (chart: Locator) => chart.locator('div[style*="z-index: 9999999"]').first();

/** What the page would show had the name been taken as HTML: its image, bold text inside a tooltip, its handler run. */
async function injected(page: Page): Promise<{ images: number; bold: number; ranHandler: boolean }> {
  return page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    bold: document.querySelectorAll('div[style*="z-index: 9999999"] b').length,
    ranHandler: document.title === '1',
  }));
}

describe('community names with markup in chart tooltips', () => {
  let server: KizunaServer;
  let browser: Browser;
  let projectId: string;
  let k3: string;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser();
    const token = (await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: 'admin@example.com' }))
      .AuthenticationResult.AccessToken as string;
    const analysed = await analysedProject(server, token, {
      file: threeGroupsCsv(),
      fileName: 'markup.csv',
      projectName: 'Markup',
      counts: '2,3',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
    });
    projectId = analysed.projectId;
    k3 = analysed.runs.find((r) => r.k === 3)!.processId;
    // The first community of each run is named with markup, as a user may type it in the rename dialog.
    for (const run of analysed.runs) {
      const update = (change: object) =>
        postJson(
          server,
          '/api/v1/analyze/cluster/update_cluster',
          { process_id: run.processId, cluster_id: 1, ...change },
          token,
        );
      await update({ cluster_name: MARKUP });
      if (run.processId === k3) await update({ cluster_color: MARKED });
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the name as typed in the Sankey, heatmap and time-chart tooltips, and injects no element', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-US' });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openSignedIn(page, server, 'en', `/files/relations/${projectId}/${k3}`);

    // Sankey: hover the renamed community's node (its colour tells it from the others).
    const sankey = page.getByTestId('run-sankey');
    await sankey.locator('svg path').first().waitFor();
    const node = await sankey.evaluate((root, marked) => {
      const rgb = 'rgb(18,52,86)';
      const boxes = [...root.querySelectorAll('svg path')]
        .filter((p) => {
          const fill = (p.getAttribute('fill') ?? '').replace(/\s/g, '').toLowerCase();
          return fill === marked || fill === rgb;
        })
        .map((p) => p.getBoundingClientRect())
        .filter((b) => b.width > 0 && b.height > 0)
        .sort((a, b) => a.width - b.width);
      const b = boxes[0];
      return b ? { x: b.x + b.width / 2, y: b.y + b.height / 2 } : null;
    }, MARKED);
    expect(node).not.toBeNull();
    await page.mouse.move(node!.x, node!.y);
    const sankeyTip = tooltipOf(sankey);
    await sankeyTip.waitFor();
    expect(await sankeyTip.textContent()).toContain(MARKUP);
    expect(await injected(page)).toEqual({ images: 0, bold: 0, ranHandler: false });
    await screenshot(page, 'chart-markup-sankey');

    // Heatmap: the top-left cell is the renamed community's row and column.
    await page.getByTestId('tab-matrix').click();
    const heatmap = page.getByTestId('interaction-heatmap');
    await heatmap.locator('svg').first().waitFor();
    const box = (await heatmap.boundingBox())!;
    // The heatmap's grid: 140 px left, 24 right, 24 top, 90 bottom (heatmap-option.ts), three communities.
    const cell = { x: box.x + 140 + (box.width - 164) / 6, y: box.y + 24 + (box.height - 114) / 6 };
    await page.mouse.move(cell.x, cell.y);
    const heatTip = tooltipOf(heatmap);
    await heatTip.waitFor();
    expect(await heatTip.textContent()).toContain(`${MARKUP} → ${MARKUP}`);
    expect(await injected(page)).toEqual({ images: 0, bold: 0, ranHandler: false });
    await screenshot(page, 'chart-markup-heatmap');

    // Time chart on the graph page: its tooltip lists every community's series by name.
    await page.goto(`${server.url}/files/graph/${projectId}/${k3}`);
    const chart = page.getByTestId('time-series');
    await chart.locator('canvas').first().waitFor();
    const area = (await chart.boundingBox())!;
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    const timeTip = tooltipOf(chart);
    await timeTip.waitFor();
    expect(await timeTip.textContent()).toContain(MARKUP);
    expect(await injected(page)).toEqual({ images: 0, bold: 0, ranHandler: false });
    expect(dialogs).toEqual([]);
    await context.close();
  }, 90_000);
});
