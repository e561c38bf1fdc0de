import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from './kizuna-server.js';

export const screenshotsDir = path.join(repoRoot, 'test-results', 'screenshots');

/** Software WebGL2 (SwiftShader, drawn on the CPU): the WebGL view of the results graph. */
export const SWIFTSHADER = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/**
 * Debian's Chromium, headless, with the flags this machine needs (no sandbox as root, no background
 * network); `extraArgs` adds a test's own (e.g. host-resolver rules that point a name at loopback).
 * Without `webgl`, WebGL is switched off: the results graph is then today's 2D canvas (its fallback),
 * which the tests written before the WebGL view drive; with it, software WebGL2 (SwiftShader).
 */
export async function launchBrowser(extraArgs: string[] = [], { webgl = false } = {}): Promise<Browser> {
  await mkdir(screenshotsDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...(webgl ? SWIFTSHADER : ['--disable-3d-apis']),
      ...extraArgs,
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}
