import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SortableHeadCell } from '../table/SortableHeadCell';
import { TablePager } from '../table/TablePager';
import type { PagedSearch } from '../table/usePagedSearch';
import type { LogColumn } from './access-log-columns';
import { EmptyTableRow } from '../table/EmptyTableRow';

interface Props<Row> {
  columns: readonly LogColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The text of one cell (times in Tokyo, kinds translated). */
  cell: (row: Row, column: LogColumn<Row>) => string;
  total: number;
  paging: PagedSearch;
}

/** A page of log rows under sortable headers, with the 25/50/100 pager. */
export function LogTable<Row>({ columns, rows, rowKey, cell, total, paging }: Props<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid="log-table">
          <TableHead>
            <TableRow>
              {columns.map((col) => (
                <SortableHeadCell
                  key={col.labelKey}
                  label={t(col.labelKey)}
                  sortKey={col.sortKey}
                  paging={paging}
                  testId={`log-sort-${String(col.field)}`}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid="log-row">
                {columns.map((col) => (
                  <TableCell key={col.labelKey} sx={{ wordBreak: 'break-all' }}>
                    {cell(row, col)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && <EmptyTableRow columns={columns.length} message={t('logs.empty')} />}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={total} paging={paging} />
    </>
  );
}
