export interface Circle {
  x: number;
  y: number;
  size: number;
}

export interface View {
  position: { x: number; y: number };
  scale: number;
}

/**
 * The camera that shows every circle (users and community circles) inside a viewport, with a
 * margin, community circles included (they are not users).
 */
export function fitView(
  circles: readonly Circle[],
  viewport: { width: number; height: number },
  margin = 0.05,
): View | null {
  if (circles.length === 0 || viewport.width <= 0 || viewport.height <= 0) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const c of circles) {
    const r = Math.max(0, c.size);
    minX = Math.min(minX, c.x - r);
    maxX = Math.max(maxX, c.x + r);
    minY = Math.min(minY, c.y - r);
    maxY = Math.max(maxY, c.y + r);
  }
  const width = Math.max(maxX - minX, 1);
  const height = Math.max(maxY - minY, 1);
  const scale = Math.min(viewport.width / width, viewport.height / height) * (1 - 2 * margin);
  return { position: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, scale };
}

/**
 * The camera that shows users, community circles and their names, which go above a circle or, when
 * that spot is taken, below it. Names keep a constant screen size (`labelPx`), so their room
 * depends on the scale: fit, then refit with it.
 */
export function fitWithLabels(
  nodes: ReadonlyArray<Circle & { type: string }>,
  viewport: { width: number; height: number },
  labelPx: number,
): { x: number; y: number; scale: number } {
  const first = fitView(nodes, viewport);
  const labelSize = first ? labelPx / first.scale : 0;
  const labels = nodes
    .filter((c) => c.type === 'community')
    .flatMap((c) => [
      { x: c.x, y: c.y - c.size - labelSize, size: labelSize },
      { x: c.x, y: c.y + c.size + labelSize, size: labelSize },
    ]);
  const view = fitView([...nodes, ...labels], viewport);
  return view ? { ...view.position, scale: view.scale } : { x: 0, y: 0, scale: 1 };
}
