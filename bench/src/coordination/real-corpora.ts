import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Post } from '@kizuna/analysis/engine';
import { parseCsv } from '../support/read-posts-csv.js';
import { repoRoot } from '../support/paths.js';

/** A shared real corpus with retweets and times (../shared/data/posts, see each SOURCE.md). */
export interface RealCorpus {
  name: string;
  posts: Post[];
  /** What its times can tell apart. */
  resolution: string;
}

const postsDir = (): string => path.resolve(repoRoot(), '../shared/data/posts');

function read(file: string, author: string, text: string, time: string, parseTime: (s: string) => number): Post[] {
  const rows = parseCsv(readFileSync(file, 'utf8'));
  const col = (name: string) => rows[0].indexOf(name);
  const [a, t, c] = [col(author), col(text), col(time)];
  return rows
    .slice(1)
    .filter((row) => row.length > Math.max(a, t, c))
    .map((row, i) => ({ row: i, author: row[a], text: row[t], time: parseTime(row[c]), followers: null }));
}

/** DD-MM-YYYY HH:MM, zone unknown (read as UTC: only differences matter here). */
function dayMonthYear(s: string): number {
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/.exec(s.trim());
  return m ? Date.UTC(+m[3], +m[2] - 1, +m[1], +m[4], +m[5]) : Number.NaN;
}

/** The corpora present (none when the shared folder is absent). */
export function realCorpora(): RealCorpus[] {
  const corpora: RealCorpus[] = [];
  const demonetization = path.join(postsDir(), 'demonetization-en/demonetization-tweets.utf8.csv');
  if (existsSync(demonetization))
    corpora.push({
      name: 'demonetization-en (8,000 tweets, 2016)',
      posts: read(demonetization, 'screenName', 'text', 'created', dayMonthYear),
      resolution: 'minutes (no seconds)',
    });
  const japanese = path.join(postsDir(), 'twitter-json-ja/twitter_ja_100.csv');
  if (existsSync(japanese))
    corpora.push({
      name: 'twitter-json-ja (100 tweets, 2014)',
      posts: read(japanese, 'screen_name', 'text', 'created_at', (s) => Date.parse(s)),
      resolution: 'seconds',
    });
  return corpora;
}
