/** Each cell's share 0..1 of its row's sum (who a community amplifies, as parts of all it amplifies); null in an empty row. */
export function rowShares(matrix: readonly (readonly number[])[]): Array<Array<number | null>> {
  return matrix.map((row) => {
    const sum = row.reduce((a, b) => a + b, 0);
    return row.map((v) => (sum === 0 ? null : v / sum));
  });
}
