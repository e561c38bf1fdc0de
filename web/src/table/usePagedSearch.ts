import { useMemo, useReducer } from 'react';
import {
  initialPagedSearch,
  pagedQuery,
  pagedSearchReducer,
  type PagedQuery,
  type PagedSearchState,
} from './paged-search';
import { useDebouncedValue } from './useDebouncedValue';

/** How long the search must stop changing before it is sent, so typing does not send a call per key. */
const SEARCH_SETTLE_MS = 300;

export interface PagedSearch {
  view: PagedSearchState;
  /** Paging, sort and settled search for the list endpoint. */
  query: PagedQuery;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  sortBy: (sortKey: number) => void;
}

/** Search, paging and sort of one list screen (the rules are in paged-search.ts). */
export function usePagedSearch(defaultSort: { sortKey: number; ascending: boolean }): PagedSearch {
  const [view, dispatch] = useReducer(pagedSearchReducer, defaultSort, initialPagedSearch);
  const settledSearch = useDebouncedValue(view.search, SEARCH_SETTLE_MS);
  const query = useMemo(() => pagedQuery(view, settledSearch), [view, settledSearch]);
  const actions = useMemo(
    () => ({
      setSearch: (search: string) => dispatch({ type: 'searchChanged', search }),
      setPage: (page: number) => dispatch({ type: 'pageChanged', page }),
      setPageSize: (pageSize: number) => dispatch({ type: 'pageSizeChanged', pageSize }),
      sortBy: (sortKey: number) => dispatch({ type: 'sortedBy', sortKey }),
    }),
    [],
  );
  return { view, query, ...actions };
}
