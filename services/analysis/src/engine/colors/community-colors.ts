import { COMMUNITY_COLOR_PRESETS } from '@kizuna/proto/engine-rules';

/**
 * Community i (1-based, largest first) gets preset (i-1) mod 15: the same 15 presets the color
 * picker offers (spec §9), kept once in the shared rules.
 */
export const COMMUNITY_COLORS: readonly string[] = COMMUNITY_COLOR_PRESETS;

export function communityColor(clusterId: number): string {
  return COMMUNITY_COLORS[(clusterId - 1) % COMMUNITY_COLORS.length];
}
