/** Font size (graph units) of a community's name above its circle: readable, never dominating. */
export function communityLabelSize(radius: number): number {
  return Math.min(40, Math.max(14, radius / 10));
}
