import { orderSettledBy, type DateOrder } from './parse-time.js';

/** What a column's year-last dates (`8/6/15`) say about their order, decided from all its values. */
export type ColumnDateOrder = 'none' | DateOrder | 'ambiguous';

export interface ColumnDates {
  order: ColumnDateOrder;
  /** Up to three distinct values of the column as written, for the user to judge an ambiguous order. */
  samples: string[];
}

const YEAR_LAST_HEAD = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})(?!\d)/;
const SAMPLES = 3;

interface Counts {
  dates: number;
  dayFirst: number;
  monthFirst: number;
  samples: string[];
}

/**
 * Counts, per column, the values written as year-last dates and how many of them settle the
 * order by a field above 12. A column whose dates never do stays ambiguous (the user is asked);
 * a column with evidence both ways follows the majority (the other rows become invalid times).
 * Work per value is one character test, and a short regex only for values starting with a digit.
 */
export class DateOrderTally {
  private readonly columns: Array<Counts | undefined> = [];

  constructor(private readonly width: number) {}

  add(record: readonly string[]): void {
    const n = Math.min(record.length, this.width);
    for (let i = 0; i < n; i++) {
      const value = record[i];
      const c = value.charCodeAt(0) === 32 ? value.trimStart().charCodeAt(0) : value.charCodeAt(0);
      if (!(c >= 48 && c <= 57)) continue;
      const m = YEAR_LAST_HEAD.exec(value);
      if (!m) continue;
      const counts = (this.columns[i] ??= { dates: 0, dayFirst: 0, monthFirst: 0, samples: [] });
      counts.dates++;
      const settled = orderSettledBy(+m[1], +m[2]);
      if (settled === 'day_first') counts.dayFirst++;
      else if (settled === 'month_first') counts.monthFirst++;
      const sample = value.trim();
      if (counts.samples.length < SAMPLES && !counts.samples.includes(sample)) counts.samples.push(sample);
    }
  }

  result(): ColumnDates[] {
    const out: ColumnDates[] = [];
    for (let i = 0; i < this.width; i++) {
      const counts = this.columns[i];
      if (!counts) {
        out.push({ order: 'none', samples: [] });
        continue;
      }
      let order: ColumnDateOrder;
      if (counts.dayFirst === 0 && counts.monthFirst === 0) order = 'ambiguous';
      else order = counts.dayFirst > counts.monthFirst ? 'day_first' : 'month_first';
      out.push({ order, samples: counts.samples });
    }
    return out;
  }
}
