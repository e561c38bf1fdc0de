import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspectCsv } from '../inspect-csv.js';
import { openBytes, sharedPostsFile } from '../test-support/fixtures.js';
import { suggestByName } from './suggest-by-name.js';
import { suggestByValues } from './suggest-by-values.js';
import type { ColumnSuggestion } from './suggested-role.js';

/** The export: 240 real tweets of CrowdFlower's GOP debate set as Excel saved it (see its SOURCE.md). */
const GOP = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../gateway/test/fixtures/gop-debate-240.csv',
);

/** The file with its header line replaced by col1…colN: only the values can say anything. */
function withoutNames(text: string): string {
  const end = text.search(/[\r\n]/);
  const width = text.slice(0, end).split(',').length;
  return Array.from({ length: width }, (_v, i) => `col${i + 1}`).join(',') + text.slice(end);
}

/** role → 1-based column and source, for the roles suggested. */
function placed(suggestions: readonly ColumnSuggestion[]) {
  const out: Record<string, string> = {};
  suggestions.forEach((s, i) => {
    if (s.role !== '') out[s.role] = `col${i + 1} ${s.source}`;
  });
  return out;
}

async function suggestionsOf(text: string) {
  return (await inspectCsv(openBytes(text))).suggestions;
}

describe('suggestByValues on files whose headers say nothing', () => {
  it("finds the GOP debate file's time (8/7/15 9:54), author and text: the issue's export", async () => {
    // name is column 10, text 15, tweet_created 17.
    const suggestions = await suggestionsOf(withoutNames(readFileSync(GOP, 'utf8')));
    expect(placed(suggestions)).toEqual({ author: 'col10 value', contents: 'col15 value', time: 'col17 value' });
  });

  it('keeps the names that decide and reads only the rest from values', async () => {
    // The GOP header as written: tweet_created and text by name, the author (`name`) by values.
    const suggestions = await suggestionsOf(readFileSync(GOP, 'utf8'));
    expect(placed(suggestions)).toEqual({ author: 'col10 value', contents: 'col15 name', time: 'col17 name' });
  });

  it('finds the demonetization tweets (English, R twitteR, DD-MM-YYYY HH:MM)', async () => {
    const text = readFileSync(sharedPostsFile('demonetization-en/demonetization-tweets.utf8.csv'), 'utf8');
    // text 2, created 6, screenName 12.
    expect(placed(await suggestionsOf(withoutNames(text)))).toEqual({
      contents: 'col2 value',
      time: 'col6 value',
      author: 'col12 value',
    });
  });

  it('finds the Japanese search results (Twitter API time, Japanese text)', async () => {
    const text = readFileSync(sharedPostsFile('twitter-json-ja/twitter_ja_100.csv'), 'utf8');
    // screen_name 1, text 2, created_at 3; followers_count 4 is not suggested: every author
    // posts once, so nothing shows the count is one per account.
    expect(placed(await suggestionsOf(withoutNames(text)))).toEqual({
      author: 'col1 value',
      contents: 'col2 value',
      time: 'col3 value',
    });
  });

  it("finds the Japanese timeline's time and text (twint, one author)", async () => {
    const text = readFileSync(sharedPostsFile('koume-ja/dayukoume.csv'), 'utf8');
    const found = placed(await suggestionsOf(withoutNames(text)));
    // created_at (3, with a time of day) over date (4, a bare date); tweet is 11. One account
    // only: no column looks like many accounts, so none is guessed.
    expect(found).toEqual({ time: 'col3 value', contents: 'col11 value' });
  });
});

describe('suggestByValues rules', () => {
  const blank = (n: number): ColumnSuggestion[] => suggestByName(Array.from({ length: n }, (_v, i) => `c${i}`));
  /** Rows of: author, followers, retweets, time, text (authors post 3 times each). */
  const rows = Array.from({ length: 60 }, (_v, i) => {
    const who = i % 20;
    return [
      `user_${who}`,
      String(1000 * who + 7 + (i > 40 ? 1 : 0)),
      String((i * 37) % 101),
      `2024-05-0${1 + (i % 9)} 1${i % 10}:00`,
      `post number ${i} about the weather`,
    ];
  });

  it('suggests a follower count: one steady value per account', () => {
    expect(placed(suggestByValues(rows, blank(5)))).toEqual({
      author: 'col1 value',
      followers: 'col2 value',
      time: 'col4 value',
      contents: 'col5 value',
    });
  });

  it('reads no count from rows written twice: only different posts of an author tell', () => {
    const twice = rows.slice(0, 20).flatMap((r) => [r, [...r]]);
    expect(placed(suggestByValues(twice, blank(5))).followers).toBeUndefined();
  });

  it('suggests nothing when two columns come close', () => {
    const twoTimes = rows.map((r) => [...r, r[3].replace('2024', '2023')]);
    expect(placed(suggestByValues(twoTimes, blank(6))).time).toBeUndefined();
    const twoCounts = rows.map((r) => [...r, String(Number(r[1]) * 3)]);
    expect(placed(suggestByValues(twoCounts, blank(6))).followers).toBeUndefined();
  });

  it('takes no category for accounts and no post id for an account id', () => {
    const categories = rows.map((r, i) => [['Positive', 'Negative', 'Neutral'][i % 3], String(1e17 + i), r[3], r[4]]);
    expect(placed(suggestByValues(categories, blank(4)))).toEqual({ time: 'col3 value', contents: 'col4 value' });
  });

  it('never moves a role the names gave', () => {
    const byName = suggestByName(['name', 'followers', 'retweets', 'when', 'body']);
    const out = suggestByValues(rows, byName);
    expect(out[4]).toEqual({ role: 'contents', source: 'name', tool: '4CAT, Reddit' });
    expect(out[1].source).toBe('name');
    expect(placed(out)).toEqual({
      author: 'col1 value',
      followers: 'col2 name',
      time: 'col4 value',
      contents: 'col5 name',
    });
  });
});
