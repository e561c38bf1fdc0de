import type { KeywordCount } from '@kizuna/http-api';

/** A keyword whose weight in a community changed from one run to the next (shares of 0–1). */
export interface KeywordChange {
  keyword: string;
  before: number;
  after: number;
}

export interface KeywordChanges {
  rose: KeywordChange[];
  fell: KeywordChange[];
}

/**
 * Each keyword's share of its community's listed keywords: the runs differ in size, so counts
 * compared as they are would make every keyword of a larger run "rise".
 */
function shares(keywords: readonly KeywordCount[]): Map<string, number> {
  const total = keywords.reduce((n, k) => n + Math.max(0, k.count), 0);
  const byKeyword = new Map<string, number>();
  for (const k of keywords)
    byKeyword.set(k.keyword, (byKeyword.get(k.keyword) ?? 0) + (total > 0 ? Math.max(0, k.count) / total : 0));
  return byKeyword;
}

/**
 * The keywords that rose and fell between a community's runs (its first keywords in each, as the
 * series answer carries them): a keyword only the later run lists rose from 0, one only the
 * earlier run lists fell to 0. The largest changes first, `limit` of each; ties by keyword.
 */
export function keywordChanges(
  before: readonly KeywordCount[],
  after: readonly KeywordCount[],
  limit = 5,
): KeywordChanges {
  const [was, is] = [shares(before), shares(after)];
  const changes = [...new Set([...was.keys(), ...is.keys()])].map((keyword) => ({
    keyword,
    before: was.get(keyword) ?? 0,
    after: is.get(keyword) ?? 0,
  }));
  const delta = (c: KeywordChange) => c.after - c.before;
  const byKeyword = (a: KeywordChange, b: KeywordChange) =>
    a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0;
  // A rounding residue is no change.
  const EPSILON = 1e-9;
  return {
    rose: changes
      .filter((c) => delta(c) > EPSILON)
      .sort((a, b) => delta(b) - delta(a) || byKeyword(a, b))
      .slice(0, limit),
    fell: changes
      .filter((c) => delta(c) < -EPSILON)
      .sort((a, b) => delta(a) - delta(b) || byKeyword(a, b))
      .slice(0, limit),
  };
}
