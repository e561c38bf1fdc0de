import type { InteractionKind } from '@kizuna/proto/rules';

/** i18n keys of the interaction kinds (written out so the key check sees them). */
export const RELATION_LABEL_KEYS: Record<InteractionKind, string> = {
  retweet: 'relations.retweet',
  reply: 'relations.reply',
  mention: 'relations.mention',
};
