import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** One rule axe-core found broken, with the elements that break it (their selectors). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The WCAG 2.1 A and AA checks of axe-core run in the page as it is now (issue 58): the violations,
 * each with its elements, so that a failing test names what to fix. axe-core's script is
 * evaluated through the debugging protocol, which the app's Content-Security-Policy (no inline
 * script) does not govern, so the page is scanned as users get it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(await (axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8')));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
    }
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
}
