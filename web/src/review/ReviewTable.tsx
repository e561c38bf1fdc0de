import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RawdataPreparing, RawdataRow } from '@kizuna/http-api';
import { SortableHeadCell } from '../table/SortableHeadCell';
import { TablePager } from '../table/TablePager';
import type { PagedSearch } from '../table/usePagedSearch';
import type { ReviewColumn } from './review-columns';
import { EmptyTableRow } from '../table/EmptyTableRow';
import { ReviewPreparingNote } from './ReviewPreparingNote';

interface Props {
  columns: ReviewColumn[];
  rows: RawdataRow[];
  total: number;
  paging: PagedSearch;
  /** While sorting and search are being prepared (the rows are in file order): how far; else null. */
  preparing: RawdataPreparing | null;
}

const wrapStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 240 } as const;

export function ReviewTable({ columns, rows, total, paging, preparing }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {preparing && <ReviewPreparingNote percent={preparing.percent} />}
      <TableContainer>
        <Table size="small" data-testid="review-table">
          <TableHead>
            <TableRow>
              {columns.map((col) => (
                <SortableHeadCell
                  key={col.id}
                  label={col.label}
                  // Not sortable yet: a click would change nothing the rows show.
                  sortKey={preparing ? null : col.sortKey}
                  paging={paging}
                  sx={{ whiteSpace: 'nowrap' }}
                  testId={`review-col-${col.id}`}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow hover key={row.row} data-testid={`review-row-${row.row}`}>
                {columns.map((col) => (
                  <TableCell key={col.id} sx={col.wrap ? wrapStyle : { whiteSpace: 'nowrap' }}>
                    {col.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && <EmptyTableRow columns={columns.length} message={t('review.empty')} />}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={total} paging={paging} />
    </>
  );
}
