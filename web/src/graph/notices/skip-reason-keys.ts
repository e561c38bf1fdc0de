import type { SkipReason } from '@kizuna/proto/rules';

/** i18n keys of the reasons a post was left out (written out so the key check sees them). */
export const SKIP_REASON_KEYS: Record<SkipReason, string> = {
  normalising: 'skip_reason.normalising',
  japanese_tokenizer: 'skip_reason.japanese_tokenizer',
  english_tokenizer: 'skip_reason.english_tokenizer',
  keyword_terms: 'skip_reason.keyword_terms',
  tokenizer: 'skip_reason.tokenizer',
  interactions: 'skip_reason.interactions',
  representative_posts: 'skip_reason.representative_posts',
};
