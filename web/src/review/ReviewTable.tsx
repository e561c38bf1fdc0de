import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RawdataRow } from '../api/api-types';
import { TablePager } from '../table/TablePager';
import { sortedBy, type TableView } from '../table/table-view';
import type { ReviewColumn } from './review-columns';

interface Props {
  columns: ReviewColumn[];
  rows: RawdataRow[];
  total: number;
  view: TableView;
  onView: (view: TableView) => void;
}

const wrapStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 240 } as const;

export function ReviewTable({ columns, rows, total, view, onView }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid="review-table">
          <TableHead>
            <TableRow>
              {columns.map((col) => (
                <TableCell key={col.id} sx={{ whiteSpace: 'nowrap' }} data-testid={`review-col-${col.id}`}>
                  {col.sortKey === null ? (
                    col.label
                  ) : (
                    <TableSortLabel
                      active={view.sortKey === col.sortKey}
                      direction={view.sortKey === col.sortKey && !view.ascending ? 'desc' : 'asc'}
                      onClick={() => onView(sortedBy(view, col.sortKey as number))}
                    >
                      {col.label}
                    </TableSortLabel>
                  )}
                </TableCell>
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
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('review.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={total} view={view} onView={onView} />
    </>
  );
}
