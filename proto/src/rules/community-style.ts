/**
 * Community names and colors a user may give (spec §5 community name, §9 15 color presets).
 * The analysis engine colors communities with these presets, in this order.
 */
export const COMMUNITY_COLOR_PRESETS: readonly string[] = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#7f7f7f',
  '#393b79',
  '#e7ba52',
  '#637939',
  '#ad494a',
  '#7b4173',
];

export const COMMUNITY_NAME_MAX = 100;

/** The i18n keys (and the server's error codes) a community name or color is refused with. */
export type CommunityStyleProblem =
  'errors.cluster_name_required' | 'errors.cluster_name_too_long' | 'errors.invalid_color';

/** A name is required (after trimming) and at most COMMUNITY_NAME_MAX code points. */
export function communityNameProblem(name: string): CommunityStyleProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'errors.cluster_name_required';
  return [...trimmed].length > COMMUNITY_NAME_MAX ? 'errors.cluster_name_too_long' : null;
}

/** A color is #rrggbb (any case; stored lowercase). */
export function communityColorProblem(color: string): CommunityStyleProblem | null {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? null : 'errors.invalid_color';
}
