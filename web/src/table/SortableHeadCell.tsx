import { TableCell, TableSortLabel, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import type { PagedSearch } from './usePagedSearch';

interface Props {
  label: ReactNode;
  /** The list endpoint's sort_key of the column, or null when it cannot be sorted. */
  sortKey: number | null;
  paging: PagedSearch;
  sx?: SxProps<Theme>;
  testId?: string;
}

/** A column header; a sortable one sorts by its key on click and shows the direction. */
export function SortableHeadCell({ label, sortKey, paging, sx, testId }: Props) {
  const { view } = paging;
  const active = sortKey !== null && view.sortKey === sortKey;
  return (
    <TableCell sx={sx} data-testid={testId} sortDirection={active ? (view.ascending ? 'asc' : 'desc') : false}>
      {sortKey === null ? (
        label
      ) : (
        <TableSortLabel
          active={active}
          direction={active && !view.ascending ? 'desc' : 'asc'}
          onClick={() => paging.sortBy(sortKey)}
        >
          {label}
        </TableSortLabel>
      )}
    </TableCell>
  );
}
