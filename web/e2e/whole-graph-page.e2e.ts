import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { decodeWholeGraph, type WholeGraph } from '../../proto/src/graph-binary/index.js';
import { spacePositions } from '../src/graph/whole/space-positions.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { openSignedIn, postJson } from './e2e-session.js';
import { inkedShare, picturePixels } from './picture-pixels.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';
const GROUPS = 20;
const PER_GROUP = 1000;

/**
 * 20,000 users in 20 retweet groups: each retweets its group's first user and one other member,
 * on one of ten days. Every user is in the network (a retweet each at least).
 */
function twentyThousandUsersCsv(): string {
  const rows = ['author,text,time'];
  for (let g = 0; g < GROUPS; g++)
    for (let i = 0; i < PER_GROUP; i++) {
      const day = String(1 + ((g + i) % 10)).padStart(2, '0');
      const other = (i * 7 + 1) % PER_GROUP;
      if (i > 0) rows.push(`g${g}u${i},"RT @g${g}u0: topic${g} news",2024-03-${day} 10:00:00`);
      rows.push(`g${g}u${i},"RT @g${g}u${other}: topic${g} talk",2024-03-${day} 11:00:00`);
    }
  return rows.join('\n') + '\n';
}

/** The user nearest the middle of the view with no other within 4 pixels (a click there is nearest to it), with its screen place. */
function aloneUser(graph: WholeGraph, transform: number[], width: number, height: number) {
  const [ax, bx, ay, by] = transform;
  const space = spacePositions(graph.positions);
  const cell = 4;
  const cells = new Map<string, number[]>();
  const at = (u: number) => [ax * space[2 * u] + bx, ay * space[2 * u + 1] + by];
  for (let u = 0; u < graph.userCount; u++) {
    const [x, y] = at(u);
    const key = `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
    cells.set(key, [...(cells.get(key) ?? []), u]);
  }
  let best: { user: number; x: number; y: number; d: number } | null = null;
  for (let u = 0; u < graph.userCount; u++) {
    const [x, y] = at(u);
    if (x < 20 || y < 20 || x > width - 20 || y > height - 20) continue;
    const [cx, cy] = [Math.floor(x / cell), Math.floor(y / cell)];
    let alone = true;
    for (let dx = -1; dx <= 1 && alone; dx++)
      for (let dy = -1; dy <= 1 && alone; dy++)
        for (const v of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          const [vx, vy] = at(v);
          if (v !== u && Math.hypot(vx - x, vy - y) <= cell) alone = false;
        }
    const d = Math.hypot(x - width / 2, y - height / 2);
    if (alone && (!best || d < best.d)) best = { user: u, x, y, d };
  }
  return best;
}

describe('the results page draws every user of a 20,000-user run in WebGL (SwiftShader)', () => {
  let server: KizunaServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let graphPath: string;
  let whole: WholeGraph;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser([], { webgl: true });
    const login = await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN });
    token = login.AuthenticationResult.AccessToken;
    const { projectId, runs } = await analysedProject(server, token, {
      file: twentyThousandUsersCsv(),
      fileName: 'twenty-thousand.csv',
      projectName: 'Every user',
      counts: '5',
      columns: { author: 0, text: 1, time: 2, followers: -1 },
      timeoutMs: 400_000,
    });
    graphPath = `/files/graph/${projectId}/${runs[0].processId}`;
    const answer = await fetch(`${server.url}/api/v1/analyze/cluster/get_whole_graph`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth-Token': token },
      body: JSON.stringify({ process_id: runs[0].processId }),
    });
    whole = decodeWholeGraph(new Uint8Array(await answer.arrayBuffer()));
    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
  }, 480_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('draws every user, not blank; a click on a user selects it and opens its detail; the locator flies to any user', async () => {
    expect(whole.userCount).toBeGreaterThanOrEqual(GROUPS * PER_GROUP);
    await openSignedIn(page, server, 'en', graphPath);
    const canvas = page.locator('[data-testid="graph-canvas"][data-renderer="webgl"][data-ready="true"]');
    await canvas.waitFor({ timeout: 60_000 }).catch(async (e: unknown) => {
      await screenshot(page, 'whole-graph-page-not-ready');
      throw e;
    });
    expect(Number(await canvas.getAttribute('data-users-total'))).toBe(whole.userCount);
    expect(await canvas.getAttribute('data-users-drawn')).toBe(await canvas.getAttribute('data-users-total'));
    await expect(page.getByTestId('webgl-missing-notice').count()).resolves.toBe(0);
    await expect(page.getByTestId('display-cap-notice').count()).resolves.toBe(0);

    // Not blank: the picture inks a share of the pane.
    const png = await canvas.screenshot();
    const ink = inkedShare(await picturePixels(page, png));
    expect(ink).toBeGreaterThan(0.01);

    // A click at a known user's place selects that user and opens its detail.
    const transform = (await canvas.getAttribute('data-transform'))!.split(' ').map(Number);
    const box = (await canvas.boundingBox())!;
    const target = aloneUser(whole, transform, box.width, box.height);
    expect(target).not.toBeNull();
    const id = whole.ids[target!.user];
    await page.mouse.move(box.x + target!.x, box.y + target!.y);
    // Hover names the user.
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="graph-canvas"] > div')?.getAttribute('title') === name,
      whole.labels[target!.user] || id,
    );
    await page.mouse.click(box.x + target!.x, box.y + target!.y);
    await page.waitForURL((url) => url.search.includes(encodeURIComponent(id)) || url.search.includes(id));
    const detail = page.getByTestId('node-detail');
    await detail.waitFor();
    await expect(detail.textContent()).resolves.toContain(whole.labels[target!.user] || id);
    await expect(page.getByTestId('located-not-drawn').count()).resolves.toBe(0);
    await screenshot(page, 'whole-graph-page-selected');

    // Selecting a community keeps its members in colour and greys everyone else.
    const members = whole.community.filter((c) => c === 0).length;
    await page.getByTestId('community-select').click();
    await page.getByTestId('community-option-1').click();
    await page.waitForFunction(
      (n) => document.querySelector<HTMLElement>('[data-testid="graph-canvas"]')?.dataset.keptUsers === String(n),
      members,
    );
    expect(members).toBeLessThan(whole.userCount);

    // The least central user: found, flown to, never "not drawn".
    const least = whole.centralityOrder[whole.userCount - 1];
    await page.getByTestId('locator-input').fill(whole.ids[least]);
    await page.getByTestId(`locator-option-${whole.ids[least]}`).click();
    await expect(detail.textContent()).resolves.toContain(whole.labels[least] || whole.ids[least]);
    await expect(page.getByTestId('located-not-drawn').count()).resolves.toBe(0);
    await expect(page.getByTestId('located-notice').count()).resolves.toBe(0);
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="graph-canvas"]')?.dataset.zoom) > 4,
    );

    // The minimum-degree filter leaves out the users under it, of all 20,000.
    await page.getByTestId('min-degree').click();
    const degrees = (await page.getByRole('option').allTextContents()).map(Number);
    // The smallest minimum that leaves someone out.
    const minDegree = degrees.find((d) => whole.degree.some((x) => x < d))!;
    expect(minDegree).toBeDefined();
    await page.getByRole('option', { name: String(minDegree), exact: true }).click();
    const kept = whole.degree.filter((d) => d >= minDegree).length;
    await page.waitForFunction(
      (n) => document.querySelector<HTMLElement>('[data-testid="graph-canvas"]')?.dataset.usersDrawn === String(n),
      kept,
    );
  }, 180_000);
});
