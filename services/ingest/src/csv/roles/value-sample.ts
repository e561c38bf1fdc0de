/** Rows sampled for guessing roles from values: enough for repeats to show. */
export const SAMPLE_ROWS = 500;
/** Cells kept in all, so a file of 500 columns samples fewer rows rather than more memory. */
export const SAMPLE_CELLS = 50_000;
/** A cell is cut to this many characters: more says nothing more about the column. */
export const SAMPLE_CELL_CHARS = 300;

/**
 * The first data rows of a file, cells cut and rows cut or padded to the header's width: what
 * the value-based suggestions read (suggestByValues). Bounded in rows, cells and characters.
 */
export class ValueSample {
  private readonly kept: string[][] = [];
  private readonly limit: number;

  constructor(private readonly width: number) {
    this.limit = Math.max(1, Math.min(SAMPLE_ROWS, Math.floor(SAMPLE_CELLS / Math.max(1, width))));
  }

  /** Keeps the record while the sample is not full. */
  add(record: readonly string[]): void {
    if (this.kept.length >= this.limit) return;
    const row = new Array<string>(this.width);
    for (let i = 0; i < this.width; i++) {
      const value = (record[i] ?? '').trim();
      row[i] = value.length > SAMPLE_CELL_CHARS ? value.slice(0, SAMPLE_CELL_CHARS) : value;
    }
    this.kept.push(row);
  }

  rows(): readonly string[][] {
    return this.kept;
  }
}
