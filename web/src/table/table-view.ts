/** Page sizes of every paged table (spec §7: 25, 50, 100; 25 by default). */
export const PAGE_SIZES = [25, 50, 100];

/** What a paged, sortable table shows: the page, its size and the sort. */
export interface TableView {
  page: number;
  pageSize: number;
  sortKey: number;
  ascending: boolean;
}

/** Clicking a column header: the same column flips the direction, another sorts ascending; back to page 0. */
export function sortedBy(view: TableView, sortKey: number): TableView {
  return { ...view, page: 0, sortKey, ascending: view.sortKey === sortKey ? !view.ascending : true };
}
