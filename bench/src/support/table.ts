/** Prints rows as an aligned Markdown table (so the output can go into the README as is). */
export function printTable(headers: string[], rows: Array<Array<string | number>>): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]): string => `| ${r.map((v, c) => v.padEnd(widths[c])).join(' | ')} |`;
  console.log(line(cells[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of cells.slice(1)) console.log(line(r));
}

export const fixed = (x: number, digits = 3): string => (Number.isFinite(x) ? x.toFixed(digits) : '–');
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
