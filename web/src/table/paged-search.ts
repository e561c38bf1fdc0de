import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@kizuna/proto/rules';

/** What a searchable, sortable, paged list shows: the search as typed, the page, its size and the sort. */
export interface PagedSearchState {
  search: string;
  page: number;
  pageSize: number;
  sortKey: number;
  ascending: boolean;
}

export type PagedSearchAction =
  | { type: 'searchChanged'; search: string }
  | { type: 'pageChanged'; page: number }
  | { type: 'pageSizeChanged'; pageSize: number }
  | { type: 'sortedBy'; sortKey: number };

/** The paging and sort fields every list endpoint takes (spec §7), with the settled search. */
export interface PagedQuery {
  search: string;
  max_count: number;
  page: number;
  sort_key: number;
  is_ascending: boolean;
}

/** A list opens on its first page, 25 rows, with the screen's own default sort. */
export function initialPagedSearch(sort: { sortKey: number; ascending: boolean }): PagedSearchState {
  return { search: '', page: 0, pageSize: DEFAULT_PAGE_SIZE, sortKey: sort.sortKey, ascending: sort.ascending };
}

/**
 * A new search, page size or sort shows a different list, so it starts again on page 0. Clicking
 * the sorted column flips the direction; another column sorts ascending.
 */
export function pagedSearchReducer(state: PagedSearchState, action: PagedSearchAction): PagedSearchState {
  switch (action.type) {
    case 'searchChanged':
      return action.search === state.search ? state : { ...state, search: action.search, page: 0 };
    case 'pageChanged':
      return Number.isInteger(action.page) && action.page >= 0 ? { ...state, page: action.page } : state;
    case 'pageSizeChanged':
      return PAGE_SIZES.includes(action.pageSize) ? { ...state, pageSize: action.pageSize, page: 0 } : state;
    case 'sortedBy':
      return {
        ...state,
        page: 0,
        sortKey: action.sortKey,
        ascending: state.sortKey === action.sortKey ? !state.ascending : true,
      };
  }
}

/** The query for the list: the search once it has settled (typing is debounced), trimmed. */
export function pagedQuery(state: PagedSearchState, settledSearch: string): PagedQuery {
  return {
    search: settledSearch.trim(),
    max_count: state.pageSize,
    page: state.page,
    sort_key: state.sortKey,
    is_ascending: state.ascending,
  };
}
