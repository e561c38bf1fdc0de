import HomeIcon from '@mui/icons-material/Home';
import { Box, IconButton, LinearProgress, Paper, Tooltip, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { projectsApi } from '../api/projects-api';
import { reviewApi } from '../api/review-api';
import { SearchField } from '../table/SearchField';
import type { TableView } from '../table/table-view';
import { useDebouncedValue } from '../files/useDebouncedValue';
import { PageLoader } from '../layout/PageLoader';
import { reviewColumns } from './review-columns';
import { ReviewTable } from './ReviewTable';

/** Spec §2 /files/review/{project_id}: the uploaded posts of one project, searchable, sortable and paged. */
export function ReviewPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const [search, setSearch] = useState('');
  // Oldest post first: the data reads in the order it was written.
  const [view, setView] = useState<TableView>({ page: 0, pageSize: 25, sortKey: 3, ascending: true });
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId });
  const { data, isFetching } = reviewApi.useGetRawdataQuery({
    project_id: projectId,
    search: settledSearch,
    max_count: view.pageSize,
    page: view.page,
    sort_key: view.sortKey,
    is_ascending: view.ascending,
  });
  const header = data?.HeaderResult;
  const columns = useMemo(() => (header ? reviewColumns(header) : []), [header]);

  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Tooltip title={t('common.home')}>
          <IconButton component={RouterLink} to="/" aria-label={t('common.home')} data-testid="review-home">
            <HomeIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {t('review.heading')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="review-title">
            {project?.project.project_name ?? ''}
          </Typography>
        </Box>
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            setView((v) => ({ ...v, page: 0 }));
          }}
          testId="review-search"
        />
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && data && <LinearProgress />}</Box>
      {data ? (
        <ReviewTable
          columns={columns}
          rows={data.DataResult}
          total={data.stats.count_total}
          view={view}
          onView={setView}
        />
      ) : (
        isFetching && <PageLoader />
      )}
    </Paper>
  );
}
