/**
 * The 15 preset community colors (spec: the color picker has 15 presets). Community i (1-based,
 * largest first) gets preset (i-1) mod 15. Chosen to stay distinguishable on white and from each other.
 */
export const COMMUNITY_COLORS: readonly string[] = [
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

export function communityColor(clusterId: number): string {
  return COMMUNITY_COLORS[(clusterId - 1) % COMMUNITY_COLORS.length];
}
