import { RESULT_PAGE_MAX } from '@kizuna/proto/rules';

/**
 * Every account of a paged list, page after page until the total is reached (a band or a search
 * may hold thousands), each as large as a result table answers: what a bulk label is given.
 * Stops at `cap` accounts.
 */
export async function loadAllPages(
  page: (page: number, size: number) => Promise<{ names: readonly string[]; total: number }>,
  cap: number,
): Promise<string[]> {
  const out: string[] = [];
  for (let p = 0; out.length < cap; p++) {
    const { names, total } = await page(p, RESULT_PAGE_MAX);
    out.push(...names);
    if (names.length === 0 || out.length >= total) break;
  }
  return out.slice(0, cap);
}
