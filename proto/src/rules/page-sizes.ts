/** Spec §9: the page sizes every list offers; the first is the default. */
export const PAGE_SIZES: readonly number[] = [25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
