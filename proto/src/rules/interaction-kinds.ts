/**
 * The interactions that can build a project's network (design §5): each kind is counted on its
 * own, the user picks any combination at registration; retweets alone by default.
 */
export const INTERACTION_KINDS = ['retweet', 'reply', 'mention'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];
export const DEFAULT_INTERACTIONS: readonly InteractionKind[] = ['retweet'];

export function isInteractionKind(value: string): value is InteractionKind {
  return (INTERACTION_KINDS as readonly string[]).includes(value);
}

/**
 * The kinds of a request in their canonical order, without repeats; empty (or absent, as on
 * projects stored before the choice existed) means the default. Unknown names are left to the
 * caller to refuse (see unknownInteractions).
 */
export function canonicalInteractions(values: readonly string[] | undefined): InteractionKind[] {
  const chosen = INTERACTION_KINDS.filter((kind) => values?.includes(kind));
  return chosen.length > 0 ? chosen : [...DEFAULT_INTERACTIONS];
}

export function unknownInteractions(values: readonly string[]): string[] {
  return values.filter((v) => !isInteractionKind(v));
}
