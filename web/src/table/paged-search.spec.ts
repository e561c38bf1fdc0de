import { describe, expect, it } from '@jest/globals';
import { initialPagedSearch, pagedQuery, pagedSearchReducer, type PagedSearchState } from './paged-search';

describe('pagedSearchReducer', () => {
  const onPage3: PagedSearchState = { search: 'tokyo', page: 3, pageSize: 50, sortKey: 1, ascending: true };

  it('opens on page 0 with 25 rows and the screen default sort', () => {
    expect(initialPagedSearch({ sortKey: 3, ascending: true })).toEqual({
      search: '',
      page: 0,
      pageSize: 25,
      sortKey: 3,
      ascending: true,
    });
  });

  it('a new search goes back to page 0; the same text again changes nothing', () => {
    expect(pagedSearchReducer(onPage3, { type: 'searchChanged', search: 'osaka' })).toEqual({
      ...onPage3,
      search: 'osaka',
      page: 0,
    });
    expect(pagedSearchReducer(onPage3, { type: 'searchChanged', search: 'tokyo' })).toBe(onPage3);
  });

  it('turns pages, refusing a page that cannot exist', () => {
    expect(pagedSearchReducer(onPage3, { type: 'pageChanged', page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(pagedSearchReducer(onPage3, { type: 'pageChanged', page: -1 })).toBe(onPage3);
    expect(pagedSearchReducer(onPage3, { type: 'pageChanged', page: 1.5 })).toBe(onPage3);
  });

  it('a new page size (25, 50 or 100) goes back to page 0; other sizes are refused', () => {
    expect(pagedSearchReducer(onPage3, { type: 'pageSizeChanged', pageSize: 100 })).toEqual({
      ...onPage3,
      pageSize: 100,
      page: 0,
    });
    expect(pagedSearchReducer(onPage3, { type: 'pageSizeChanged', pageSize: 10 })).toBe(onPage3);
  });

  it('sorting the sorted column flips the direction, back on page 0', () => {
    expect(pagedSearchReducer(onPage3, { type: 'sortedBy', sortKey: 1 })).toEqual({
      ...onPage3,
      page: 0,
      ascending: false,
    });
  });

  it('sorting another column sorts it ascending, back on page 0', () => {
    const descending = { ...onPage3, ascending: false };
    expect(pagedSearchReducer(descending, { type: 'sortedBy', sortKey: 2 })).toEqual({
      ...onPage3,
      page: 0,
      sortKey: 2,
      ascending: true,
    });
  });
});

describe('pagedQuery', () => {
  it('asks for the page with the settled, trimmed search and the sort', () => {
    const state: PagedSearchState = { search: ' tok', page: 2, pageSize: 50, sortKey: 3, ascending: false };
    expect(pagedQuery(state, ' tokyo ')).toEqual({
      search: 'tokyo',
      max_count: 50,
      page: 2,
      sort_key: 3,
      is_ascending: false,
    });
  });
});
