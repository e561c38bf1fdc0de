import { readdir } from 'node:fs/promises';
import type { KizunaClient } from '../support/kizuna-client.js';

/** Pages, sorts and searches chosen among, a third each. */
const SEARCHES = ['sakura', 'rt', 'the', '東京', 'news', 'a', 'zz-nothing-zz', '2024', 'happy', 'ラーメン'];
const INDEX_FILE = 'review-index.bin';
const WAIT_AT_MOST_MS = 15 * 60 * 1000;
/**
 * Between the first page and the first search: a person clicks into the search box and types a
 * word, and the screen sends it once typing has settled for 300 ms (usePagedSearch).
 */
export const TYPING_MS = 1000;

interface PageQuery {
  page: number;
  sort_key: number;
  is_ascending: boolean;
  search: string;
}

/** One review page through HTTP, as the screen asks for it, timed. */
async function timedPage(
  client: KizunaClient,
  projectId: string,
  q: PageQuery,
): Promise<{ ms: number; total: number }> {
  const t = performance.now();
  const answer = await client.post('/api/v1/process/get_rawdata', { project_id: projectId, max_count: 25, ...q });
  const ms = performance.now() - t;
  const stats = answer.stats as { count_total: number } | undefined;
  if (!stats) throw new Error(`the review page failed: ${JSON.stringify(answer)}`);
  return { ms, total: stats.count_total };
}

/** Milliseconds until the background build has stored a review index under `objectsDir`. */
export async function waitForReviewIndex(objectsDir: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const files = await readdir(objectsDir, { recursive: true }).catch(() => [] as string[]);
    if (files.some((f) => f.endsWith(INDEX_FILE))) return performance.now() - t0;
    if (performance.now() - t0 > WAIT_AT_MOST_MS) throw new Error('the review index was never built');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The screen opened right after a restart: its first page (newest first), then a search typed in it (TYPING_MS later). */
export async function coldReview(
  client: KizunaClient,
  projectId: string,
  word: string,
): Promise<{ pageMs: number; searchMs: number }> {
  const first = await timedPage(client, projectId, { page: 0, sort_key: 3, is_ascending: false, search: '' });
  await new Promise((resolve) => setTimeout(resolve, TYPING_MS));
  const search = await timedPage(client, projectId, { page: 0, sort_key: 3, is_ascending: false, search: word });
  if (search.total === 0 || search.total >= first.total) throw new Error(`"${word}" should match some posts`);
  return { pageMs: first.ms, searchMs: search.ms };
}

/** 300 requests after the first ones: random pages, random sorts both ways, searches from a list. */
export async function warmReview(
  client: KizunaClient,
  projectId: string,
  rows: number,
): Promise<{ kinds: Record<string, number[]>; slowest: Array<{ ms: number; what: string }> }> {
  const random = (n: number) => Math.floor(Math.random() * n);
  const kinds: Record<string, number[]> = { page: [], sort: [], search: [] };
  const slowest: Array<{ ms: number; what: string }> = [];
  for (let i = 0; i < 300; i++) {
    const kind = (['page', 'sort', 'search'] as const)[i % 3];
    const q = {
      page: kind === 'page' ? random(Math.floor(rows / 25)) : 0,
      sort_key: kind === 'sort' ? random(4) : 3,
      is_ascending: kind === 'sort' ? random(2) === 1 : false,
      search: kind === 'search' ? SEARCHES[random(SEARCHES.length)] : '',
    };
    const { ms } = await timedPage(client, projectId, q);
    kinds[kind].push(ms);
    slowest.push({ ms, what: `${kind} ${JSON.stringify(q)}` });
  }
  return { kinds, slowest: slowest.sort((a, b) => b.ms - a.ms) };
}
