import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { startKizuna } from '@kizuna/launcher';
import { benchKizunaConfig } from '../support/bench-kizuna-config.js';
import { devLogin } from '../support/dev-login.js';
import { KizunaClient } from '../support/kizuna-client.js';
import { repoRoot } from '../support/paths.js';

/** Passed to the browser so its process can be found (Chromium ignores a switch it does not know). */
export const MARKER = '--kizuna-whole-graph-bench';

/**
 * Debian's Chromium, headless, as every browser bench drives it: with software WebGL (SwiftShader,
 * as the WebGL view's browser tests) when `webgl`, else without a GPU (today's canvas).
 */
export function launchBenchBrowser({ webgl }: { webgl: boolean }): Promise<Browser> {
  const graphics = webgl
    ? ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader']
    : ['--disable-gpu'];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--no-first-run', ...graphics, MARKER],
  });
}

/**
 * The product in this process on a data folder of its own (removed by `stop`), serving the built
 * SPA (`npm run build` first), with the admin signed in over HTTP.
 */
export async function startBenchKizuna(name: string): Promise<{ client: KizunaClient; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `kizuna-bench-${name}-`));
  const kizuna = await startKizuna(benchKizunaConfig(dataDir, { WEB_DIST: path.join(repoRoot(), 'web/dist') }));
  const stop = async () => {
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    return { client, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** A page of a new context (`options`: viewport, locale), the admin signed in through the SPA. */
export async function signedInPage(browser: Browser, base: string, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await devLogin(page, base);
  return page;
}

/**
 * Resident memory (MB) of the browser's processes by kind: the page's renderer (the tab), the GPU
 * process (SwiftShader: the point buffers and the frame), and all of them together.
 */
export function browserRssMb(): { tab: number; gpu: number; all: number } {
  const out = execFileSync('ps', ['-eo', 'pid,ppid,rss,args']).toString().trim().split('\n').slice(1);
  const rows = out.map((l) => {
    const [pid, ppid, rss, ...args] = l.trim().split(/\s+/);
    return { pid: Number(pid), ppid: Number(ppid), rss: Number(rss) / 1024, args };
  });
  const family = new Set(rows.filter((r) => r.args.includes(MARKER)).map((r) => r.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows)
      if (family.has(r.ppid) && !family.has(r.pid)) {
        family.add(r.pid);
        grew = true;
      }
  }
  const mine = rows.filter((r) => family.has(r.pid));
  const sum = (kind: string) =>
    mine.filter((r) => r.args.includes(`--type=${kind}`)).reduce((total, r) => Math.max(total, r.rss), 0);
  return { tab: sum('renderer'), gpu: sum('gpu-process'), all: mine.reduce((total, r) => total + r.rss, 0) };
}
