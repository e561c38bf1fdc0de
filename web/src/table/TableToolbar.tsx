import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from './SearchField';
import type { PagedSearch } from './usePagedSearch';

interface Props {
  /** The screen's heading (and anything before the search field). */
  children: ReactNode;
  paging: PagedSearch;
  /** Names the test ids: `<name>-search`, `<name>-refresh`. */
  name: string;
  /** Shown as a thin bar under the toolbar while the list reloads. */
  busy: boolean;
  /** Offers a refresh button when given. */
  onRefresh?: () => void;
  /** False for a list its endpoint cannot search (the logs): no search field. */
  searchable?: boolean;
  /** True while the list cannot be searched yet (the review's index being prepared): the field is shown, disabled. */
  searchDisabled?: boolean;
}

/** The bar above every list: heading, search field, refresh, and a loading strip beneath. */
export function TableToolbar({
  children,
  paging,
  name,
  busy,
  onRefresh,
  searchable = true,
  searchDisabled = false,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {children}
        {searchable && (
          <SearchField
            value={paging.view.search}
            onChange={paging.setSearch}
            testId={`${name}-search`}
            disabled={searchDisabled}
          />
        )}
        {onRefresh && (
          <Button startIcon={<RefreshIcon />} onClick={onRefresh} data-testid={`${name}-refresh`}>
            {t('common.refresh')}
          </Button>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('common.loading')} />}</Box>
    </>
  );
}
