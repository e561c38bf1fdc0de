import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { decodeWholeGraph, type WholeGraph } from '../../proto/src/graph-binary/index.js';
import { COMMUNITY_COLOR_PRESETS } from '../../proto/src/rules/community-style.js';
import { activeMask } from '../src/graph/whole/active-in-window.js';
import { analysedProject } from './analysed-project.js';
import { launchBrowser, screenshot } from './browser.js';
import { openSignedIn, postJson } from './e2e-session.js';
import { countPixels, picturePixels } from './picture-pixels.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

const ADMIN = 'admin@example.com';
const GROUPS = 3;
const PER_GROUP = 40;
type Rgb = [number, number, number];

/**
 * Three retweet groups over ten days (each member retweets its group's first user and one other
 * member), and a brand's four posts retweeted by three accounts seconds apart (a coordinated trio)
 * and by fans minutes later.
 */
function interactionsCsv(): string {
  const rows = ['author,text,time,followers'];
  for (let g = 0; g < GROUPS; g++)
    for (let i = 1; i < PER_GROUP; i++) {
      const day = String(1 + ((g + i) % 10)).padStart(2, '0');
      const other = 1 + ((i * 7) % (PER_GROUP - 1));
      rows.push(`g${g}u${i},"RT @g${g}u0: topic${g} news",2024-03-${day} 10:00:00,10`);
      if (other !== i) rows.push(`g${g}u${i},"RT @g${g}u${other}: topic${g} talk",2024-03-${day} 11:00:00,10`);
    }
  const at = (h: number, m: number, s: number) =>
    `2024-03-01 ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  for (let i = 0; i < 4; i++) {
    const text = `新商品のお知らせ その${i} をチェック`;
    rows.push(`brand,${text},${at(9 + i, 0, 0)},1000`);
    ['bot_a', 'bot_b', 'bot_c'].forEach((bot, n) => {
      const s = 60 + n * 7;
      rows.push(`${bot},"RT @brand: ${text}",${at(9 + i, Math.floor(s / 60), s % 60)},3`);
    });
    for (let f = 0; f < 3; f++) rows.push(`fan${i}_${f},"RT @brand: ${text}",${at(9 + i, 10 + f * 9, 0)},20`);
  }
  return rows.join('\n') + '\n';
}

const canvasSelector = '[data-testid="graph-canvas"]';
/** Waits until the graph element's data attribute reads `value`. */
const canvasAttr = (page: Page, name: string, value: string) =>
  page.waitForFunction(([selector, attr, v]) => document.querySelector(selector)?.getAttribute(attr) === v, [
    canvasSelector,
    name,
    value,
  ] as const);

const hexRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

const OVERLAYS_HIDDEN = '.MuiModal-root, .MuiBackdrop-root { visibility: hidden !important; }';

/** Pixels of the graph's picture within `tolerance` of a colour (per channel). */
async function pixelsOf(page: Page, colour: Rgb, tolerance = 24): Promise<number> {
  // The picture alone: a dialog open over it (the colour picker) and its backdrop left out.
  const png = await page.locator(canvasSelector).screenshot({ style: OVERLAYS_HIDDEN });
  return countPixels(
    await picturePixels(page, png),
    (r, g, b) =>
      Math.abs(r - colour[0]) <= tolerance &&
      Math.abs(g - colour[1]) <= tolerance &&
      Math.abs(b - colour[2]) <= tolerance,
  );
}

interface LabelBox {
  cluster_id?: number;
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The community names the last frame wrote on the picture (`data-community-labels`). */
async function communityLabels(page: Page): Promise<LabelBox[]> {
  return JSON.parse((await page.locator(canvasSelector).getAttribute('data-community-labels')) ?? '[]') as LabelBox[];
}

/**
 * The dark pixels (the names' ink, #111) of the picture within a box, as a string of 0 and 1, row
 * by row: what was written there, read from the screen (a dialog over it hidden).
 */
async function inkIn(page: Page, box: LabelBox): Promise<string> {
  const at = (await page.locator(canvasSelector).boundingBox())!;
  const png = await page.screenshot({
    clip: { x: at.x + box.left, y: at.y + box.top, width: box.width, height: box.height },
    style: OVERLAYS_HIDDEN,
  });
  const pixels = await picturePixels(page, png);
  let bits = '';
  for (let i = 0; i < pixels.rgba.length; i += 4)
    bits += Math.max(pixels.rgba[i], pixels.rgba[i + 1], pixels.rgba[i + 2]) < 90 ? '1' : '0';
  return bits;
}

/** Ink pixels in one and not the other (the same box's size). */
const inkDiffers = (a: string, b: string) => [...a].filter((bit, i) => bit !== b[i]).length;
const inked = (bits: string) => [...bits].filter((bit) => bit === '1').length;

/** Asks `read` until `ok` accepts its answer (the picture is drawn on the next frames), or fails. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  if (!ok(value)) throw new Error(`${what}: still ${JSON.stringify(value)}`);
  return value;
}

/** The preset farthest from every colour given and from greys (so its pixels are its own). */
function distinctPreset(used: Rgb[]): string {
  const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));
  const greyness = (c: Rgb) => Math.max(...c) - Math.min(...c);
  let best = COMMUNITY_COLOR_PRESETS[0];
  let bestScore = -1;
  for (const preset of COMMUNITY_COLOR_PRESETS) {
    const c = hexRgb(preset);
    const score = Math.min(greyness(c), ...used.map((u) => distance(c, u)));
    if (score > bestScore) [best, bestScore] = [preset, score];
  }
  return best;
}

describe('the WebGL view on the results page: filters, previews, rings and the layout still pending (SwiftShader)', () => {
  let server: KizunaServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  let graphPath: string;
  let processId: string;
  let whole: WholeGraph;
  /** Colour of each community (by cluster id) as the run saved it. */
  let colours: Map<number, string>;
  let wholeRequests = 0;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser([], { webgl: true });
    const login = await postJson(server, '/api/v1/auth/pseudo_authenticate_okta', { user_email: ADMIN });
    token = login.AuthenticationResult.AccessToken;
    const { projectId, runs } = await analysedProject(server, token, {
      file: interactionsCsv(),
      fileName: 'whole-interactions.csv',
      projectName: 'Whole interactions',
      counts: '4',
      columns: { author: 0, text: 1, time: 2, followers: 3 },
    });
    processId = runs[0].processId;
    graphPath = `/files/graph/${projectId}/${processId}`;
    const answer = await fetch(`${server.url}/api/v1/analyze/cluster/get_whole_graph`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth-Token': token },
      body: JSON.stringify({ process_id: processId }),
    });
    whole = decodeWholeGraph(new Uint8Array(await answer.arrayBuffer()));
    const json = await postJson(server, '/api/v1/analyze/cluster/get_graph', { process_id: processId }, token);
    colours = new Map(
      (json.data.nodes as Array<{ type: string; cluster_id: number; color: string }>)
        .filter((n) => n.type === 'community')
        .map((n) => [n.cluster_id, n.color]),
    );
    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('request', (r) => {
      if (r.url().includes('get_whole_graph')) wholeRequests++;
    });
    await openSignedIn(page, server, 'en', graphPath);
    await page.locator(`${canvasSelector}[data-renderer="webgl"][data-ready="true"]`).waitFor({ timeout: 60_000 });
    await canvasAttr(page, 'data-users-drawn', String(whole.userCount));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the time slider dims users outside the window without fetching the graph again', async () => {
    const asked = wholeRequests;
    expect(asked).toBe(1);
    const before = await page.locator(canvasSelector).screenshot();
    await canvasAttr(page, 'data-kept-users', String(whole.userCount));
    const all = [...colours.values()].map(hexRgb);
    const inColour = async () => (await Promise.all(all.map((c) => pixelsOf(page, c)))).reduce((a, b) => a + b, 0);
    const full = await inColour();
    // Posts of 3–5 March only (file times, read as Tokyo).
    await page.getByTestId('time-start').fill('');
    await page.getByTestId('time-start').pressSequentially('202403030000');
    await page.getByTestId('time-end').fill('');
    await page.getByTestId('time-end').pressSequentially('202403052359');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="time-series"]')?.getAttribute('data-window'),
    );
    await page.waitForURL(/from=\d+&to=\d+/);
    const [start, end] = (await page.getByTestId('time-series').getAttribute('data-window'))!.split('-').map(Number);
    const active = activeMask(whole.firstTime, whole.lastTime, { start, end })!;
    const kept = active.reduce((n, a) => n + a, 0);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(whole.userCount);
    // Users outside the window are dimmed, still drawn where they are.
    await canvasAttr(page, 'data-kept-users', String(kept));
    await canvasAttr(page, 'data-users-drawn', String(whole.userCount));
    // Fewer pixels in the communities' colours: the dimmed users are drawn faintly.
    const lit = await until(inColour, (n) => n < full * (0.5 + (0.5 * kept) / whole.userCount), 'pixels in colour');
    expect(Buffer.compare(before, await page.locator(canvasSelector).screenshot())).not.toBe(0);
    await screenshot(page, 'whole-interactions-window');
    expect(wholeRequests).toBe(asked);

    await page.getByTestId('time-reset').click();
    await canvasAttr(page, 'data-kept-users', String(whole.userCount));
    await until(inColour, (n) => n > lit, 'pixels in community colours after the reset');
    expect(wholeRequests).toBe(asked);
  }, 120_000);

  it('a recolour previews live on the picture and closing reverts it; a rename shows beside it', async () => {
    const saved = hexRgb(colours.get(2)!);
    const preset = distinctPreset([...colours.values()].map(hexRgb));
    const shown = await pixelsOf(page, saved);
    expect(shown).toBeGreaterThan(20);
    await expect(pixelsOf(page, hexRgb(preset))).resolves.toBeLessThan(shown / 10);
    await page.getByTestId('legend-2').click({ button: 'right' });
    await page.getByTestId('menu-edit-color').click();
    await page.getByTestId(`color-preset-${preset.slice(1)}`).click();
    // The previewed colour on community 2's users, before anything is saved.
    await until(
      () => pixelsOf(page, hexRgb(preset)),
      (n) => n > shown / 2,
      'pixels in the previewed colour',
    );
    await expect(pixelsOf(page, saved)).resolves.toBeLessThan(shown / 4);
    await screenshot(page, 'whole-interactions-colour-preview');
    await page.keyboard.press('Escape');
    await page.getByTestId('color-dialog').waitFor({ state: 'detached' });
    await until(
      () => pixelsOf(page, hexRgb(preset)),
      (n) => n < shown / 10,
      'pixels in the previewed colour after closing',
    );
    await until(
      () => pixelsOf(page, saved),
      (n) => n > shown / 2,
      'pixels in the saved colour after closing',
    );

    await page.getByTestId('legend-2').click({ button: 'right' });
    await page.getByTestId('menu-edit-name').click();
    await page.getByTestId('name-input').fill('Second group');
    await page.getByTestId('name-input').press('Enter');
    await page.getByTestId('name-dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="legend-2"]')?.textContent === 'Second group',
    );
    await expect(page.locator(`${canvasSelector}[data-renderer="webgl"]`).count()).resolves.toBe(1);
  }, 120_000);

  it('a rename previews live on the picture: the typed name, ja and en, over its community; closing reverts it', async () => {
    const name = (await page.getByTestId('legend-2').textContent())!;
    const before = await until(
      () => communityLabels(page),
      (labels) => labels.some((l) => l.text === name),
      `community 2's name "${name}" on the picture`,
    );
    // Several communities named, none over another.
    expect(before.length).toBeGreaterThan(1);
    for (const a of before)
      for (const b of before)
        if (a !== b)
          expect(
            a.left < b.left + b.width &&
              b.left < a.left + a.width &&
              a.top < b.top + b.height &&
              b.top < a.top + a.height,
          ).toBe(false);
    const box = before.find((l) => l.text === name)!;
    expect(box.cluster_id).toBe(2);
    const inkBefore = await inkIn(page, box);
    expect(inked(inkBefore)).toBeGreaterThan(20);

    await page.getByTestId('legend-2').click({ button: 'right' });
    await page.getByTestId('menu-edit-name').click();
    for (const typed of ['ラーメン好きの人たち', 'Ramen lovers']) {
      // Typed, not saved: the picture writes the new name where the community's name was.
      await page.getByTestId('name-input').fill(typed);
      const during = await until(
        () => communityLabels(page),
        (labels) => labels.some((l) => l.text === typed && l.cluster_id === 2) && !labels.some((l) => l.text === name),
        `the typed name "${typed}" on the picture`,
      );
      const now = during.find((l) => l.text === typed)!;
      const ink = await inkIn(page, now);
      expect(inked(ink)).toBeGreaterThan(20);
      const overOld = await inkIn(page, box);
      expect(inkDiffers(overOld, inkBefore)).toBeGreaterThan(20);
    }
    await screenshot(page, 'whole-interactions-name-preview');
    await page.keyboard.press('Escape');
    await page.getByTestId('name-dialog').waitFor({ state: 'detached' });
    // Closed without saving: the saved name again, in the same place, the same ink.
    const after = await until(
      () => communityLabels(page),
      (labels) => labels.some((l) => l.text === name),
      'the saved name after closing',
    );
    expect(after.find((l) => l.text === name)).toEqual(box);
    expect(inkDiffers(await inkIn(page, box), inkBefore)).toBeLessThan(5);
  }, 120_000);

  it('a click on a community in the legend selects it and greys the rest', async () => {
    const members = whole.community.filter((c) => c === 1).length;
    const others = [...colours].filter(([id]) => id !== 2).map(([, hex]) => hexRgb(hex));
    const inOthers = async () => (await Promise.all(others.map((c) => pixelsOf(page, c)))).reduce((a, b) => a + b, 0);
    const before = await inOthers();
    expect(before).toBeGreaterThan(20);
    const own = await pixelsOf(page, hexRgb(colours.get(2)!));
    await page.getByTestId('legend-2').click();
    await canvasAttr(page, 'data-kept-users', String(members));
    expect(members).toBeLessThan(whole.userCount);
    // The rest in grey: the other communities' colours leave the picture, community 2's stays.
    await until(inOthers, (n) => n < before / 10, 'pixels in the other communities’ colours');
    await expect(pixelsOf(page, hexRgb(colours.get(2)!))).resolves.toBeGreaterThan(own / 2);
    await screenshot(page, 'whole-interactions-community');
    await page.getByTestId('legend-2').click();
    await canvasAttr(page, 'data-kept-users', String(whole.userCount));
  }, 120_000);

  it('the minimum-degree filter leaves out the users under it on the picture', async () => {
    await page.getByTestId('min-degree').click();
    const degrees = (await page.getByRole('option').allTextContents()).map(Number);
    const minDegree = degrees.find((d) => whole.degree.some((x) => x < d) && whole.degree.some((x) => x >= d))!;
    expect(minDegree).toBeDefined();
    const kept = whole.degree.filter((d) => d >= minDegree).length;
    const all = [...colours.values()].map(hexRgb);
    const inColour = async () => (await Promise.all(all.map((c) => pixelsOf(page, c)))).reduce((a, b) => a + b, 0);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const before = await inColour();
    await page.getByTestId('min-degree').click();
    await page.getByRole('option', { name: String(minDegree), exact: true }).click();
    await canvasAttr(page, 'data-users-drawn', String(kept));
    // Fewer dots: the users under it are no longer drawn.
    await until(inColour, (n) => n < before * (0.5 + (0.5 * kept) / whole.userCount), 'pixels in community colours');
    await screenshot(page, 'whole-interactions-min-degree');
    await page.getByTestId('min-degree').click();
    await page.getByRole('option', { name: '0', exact: true }).click();
    await canvasAttr(page, 'data-users-drawn', String(whole.userCount));
  }, 120_000);

  it('rings a labelled user in its label colour and the coordinated trio in red', async () => {
    await canvasAttr(page, 'data-label-ringed-users', '0');
    await canvasAttr(page, 'data-ringed-users', '0');

    // The coordination overlay: the trio ringed in red.
    const red = hexRgb('#d32f2f');
    const redBefore = await pixelsOf(page, red, 12);
    await page.getByTestId('coordination-outline').check();
    await canvasAttr(page, 'data-ringed-users', '3');
    await until(
      () => pixelsOf(page, red, 12),
      (n) => n > redBefore + 20,
      'red ring pixels',
    );
    await screenshot(page, 'whole-interactions-coordination');
    await page.getByTestId('coordination-outline').uncheck();
    await canvasAttr(page, 'data-ringed-users', '0');
    await until(
      () => pixelsOf(page, red, 12),
      (n) => n <= redBefore,
      'red ring pixels after',
    );

    // A label on the brand's account: a ring in the label's colour.
    await page.getByTestId('labels-open').click();
    const dialog = page.getByTestId('labels-dialog');
    await page.getByTestId('label-name-input').fill('Official');
    await dialog.getByRole('radio').nth(3).click();
    await page.getByTestId('label-create').click();
    await dialog.locator('[data-testid="label-row"][data-label="Official"]').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const labels = await postJson(server, '/api/v1/analyze/cluster/get_run_labels', { process_id: processId }, token);
    const labelColour = hexRgb(
      (labels.data.labels as Array<{ name: string; color: string }>).find((l) => l.name === 'Official')!.color,
    );
    await page.getByTestId('locator-input').fill('brand');
    await page.getByTestId('locator-option-brand').click();
    // Zoomed on the brand and selected: its black ring, before the label.
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="graph-canvas"]')?.dataset.zoom) > 4,
    );
    const ringBefore = await pixelsOf(page, labelColour, 16);
    await page.getByTestId('account-label-select').locator('..').click();
    await page.getByRole('option', { name: 'Official' }).click();
    await page.getByTestId('account-label-add').click();
    await page.getByTestId('account-labels').getByTestId('label-chip').filter({ hasText: 'Official' }).waitFor();
    await canvasAttr(page, 'data-label-ringed-users', '1');
    await until(
      () => pixelsOf(page, labelColour, 16),
      (n) => n > ringBefore + 15,
      'label ring pixels',
    );
    await screenshot(page, 'whole-interactions-label-ring');
    await page.getByTestId('locator-input').press('Escape');
  }, 120_000);

  it('while an older project is laid out again, today’s canvas shows with a notice, then the whole graph', async () => {
    // As a project laid out by the previous layout version: its layout file's header says so, and
    // the run keeps the answer made from it under the name version 1 gave it.
    const objects = path.join(server.dataDir, 'objects');
    const datasets = path.join(objects, 'analysis', 'datasets');
    for (const dataset of await readdir(datasets)) {
      const folder = path.join(datasets, dataset, 'layout');
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        const bytes = await readFile(path.join(folder, name));
        const head = bytes.toString('latin1', 4, 4 + bytes.readUInt32LE(0));
        const version = Number(/"version":(\d)\b/.exec(head)![1]);
        bytes.write(head.replace(`"version":${version}`, `"version":${version - 1}`), 4, 'latin1');
        await writeFile(path.join(folder, name), bytes);
      }
    }
    const run = path.join(objects, 'results', processId);
    for (const name of await readdir(run))
      if (name.startsWith('whole-graph')) await rename(path.join(run, name), path.join(run, 'whole-graph.bin.gz'));
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const answers: number[] = [];
    fresh.on('response', (r) => {
      if (r.url().includes('get_whole_graph')) answers.push(r.status());
    });
    await openSignedIn(fresh, server, 'en', graphPath);
    const notice = fresh.getByTestId('layout-pending-notice');
    await notice.waitFor({ timeout: 30_000 });
    await expect(notice.textContent()).resolves.toMatch(/still being laid out/);
    // Today's canvas meanwhile.
    await fresh.locator(`${canvasSelector}[data-ready="true"]:not([data-renderer])`).waitFor({ timeout: 30_000 });
    await screenshot(fresh, 'whole-interactions-layout-pending');
    expect(answers[0]).toBe(409);
    // Then, once laid out, every user in WebGL, and the notice gone.
    await fresh.locator(`${canvasSelector}[data-renderer="webgl"][data-ready="true"]`).waitFor({ timeout: 90_000 });
    await canvasAttr(fresh, 'data-users-drawn', String(whole.userCount));
    await expect(notice.count()).resolves.toBe(0);
    expect(answers.at(-1)).toBe(200);
    await fresh.close();
  }, 180_000);
});
