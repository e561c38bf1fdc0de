import type { KeywordCount } from '../types.js';

const NAME_TERMS = 3;
/** How deep into each community's keywords a term must reach, in every community, to count as shared by all. */
const SHARED_DEPTH = 10;

/**
 * Default community names (users rename them in the UI): each community's top keywords joined
 * by " · ", skipping terms every community has among its top keywords (a dataset's own hashtag
 * says nothing about one community) and terms an earlier (larger) community's name already used,
 * so no two communities get the same name. A community with no keyword left is "Community n".
 */
export function communityNames(keywords: readonly (readonly KeywordCount[])[]): string[] {
  const shared = new Set<string>();
  if (keywords.length > 1) {
    const tops = keywords.map((words) => new Set(words.slice(0, SHARED_DEPTH).map((w) => w.keyword)));
    for (const term of tops[0]) if (tops.every((top) => top.has(term))) shared.add(term);
  }
  const used = new Set<string>();
  return keywords.map((words, c) => {
    const picked: string[] = [];
    for (const { keyword } of words) {
      if (picked.length === NAME_TERMS) break;
      if (shared.has(keyword) || used.has(keyword)) continue;
      picked.push(keyword);
    }
    picked.forEach((term) => used.add(term));
    return picked.length > 0 ? picked.join(' · ') : `Community ${c + 1}`;
  });
}
