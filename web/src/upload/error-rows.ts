export const MAX_LISTED_ERROR_ROWS = 10;

export interface ErrorRowsSummary {
  /** One-based row numbers, at most ten. */
  listed: number[];
  /** True when rows beyond the listed ones exist (shown as '…' plus the many-rows message). */
  more: boolean;
}

/** Spec §5 "Error rows": zero-based indexes from the server, shown one-based, up to 10. */
export function summarizeErrorRows(errorRows: readonly number[]): ErrorRowsSummary {
  return {
    listed: errorRows.slice(0, MAX_LISTED_ERROR_ROWS).map((row) => row + 1),
    more: errorRows.length > MAX_LISTED_ERROR_ROWS,
  };
}
