/** Spec §9: the page sizes every list offers; the first is the default. */
export const PAGE_SIZES: readonly number[] = [25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/**
 * A result's tables (a community's members and posts, compared and moved users): 1 to 500 rows a
 * page, 25 unless asked; a community's detail carries its first 25 members. The gateway's schemas
 * refuse a larger page and the analysis service serves no larger one.
 */
export const RESULT_PAGE_MAX = 500;
export const RESULT_PAGE_DEFAULT = 25;
