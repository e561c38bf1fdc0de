import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@kizuna/proto/rules';
import type { LogFilter } from './storage/index.js';

/** The time filter of a request: its range, or all time when none was sent. */
export function rangeFilter(range: { fromMs: number; toMs: number } | undefined, type?: number): LogFilter {
  return { type, from: range ? range.fromMs : -8.64e15, to: range ? range.toMs : 8.64e15 };
}

/** A page number and size as the list asked, within the spec's page sizes (25, 50, 100). */
export function pageWindow(page: number, maxCount: number): { skip: number; limit: number } {
  const limit = PAGE_SIZES.includes(maxCount) ? maxCount : DEFAULT_PAGE_SIZE;
  return { skip: Math.max(0, page) * limit, limit };
}
