import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type TableView } from './table-view';

interface Props {
  total: number;
  view: TableView;
  onView: (view: TableView) => void;
}

/** The paging bar under a table: 25/50/100 rows, translated labels; a new page size starts at page 0. */
export function TablePager({ total, view, onView }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={view.page}
      rowsPerPage={view.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_e, page) => onView({ ...view, page })}
      onRowsPerPageChange={(e) => onView({ ...view, page: 0, pageSize: Number(e.target.value) })}
      labelRowsPerPage={t('table.rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => t('table.displayed_rows', { from, to, total: count })}
    />
  );
}
