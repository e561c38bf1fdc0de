import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@kizuna/proto/rules';
import type { PagedSearch } from './usePagedSearch';

/** The paging buttons' names, read out by screen readers (MUI's own are English only). */
const BUTTON_LABEL_KEYS = {
  first: 'table.first_page',
  previous: 'table.previous_page',
  next: 'table.next_page',
  last: 'table.last_page',
} as const;

interface Props {
  total: number;
  paging: PagedSearch;
}

/** The paging bar under a table: 25/50/100 rows, translated labels. */
export function TablePager({ total, paging }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={paging.view.page}
      rowsPerPage={paging.view.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_e, page) => paging.setPage(page)}
      onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
      labelRowsPerPage={t('table.rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => t('table.displayed_rows', { from, to, total: count })}
      getItemAriaLabel={(type) => t(BUTTON_LABEL_KEYS[type])}
    />
  );
}
