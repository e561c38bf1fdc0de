/** '#rgb' or '#rrggbb' with an alpha, for the translucent community circles; unknown input gives grey. */
export function hexToRgba(hex: string, alpha: number): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const a = Math.min(1, Math.max(0, alpha));
  if (!m) return `rgba(128, 128, 128, ${a})`;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}
