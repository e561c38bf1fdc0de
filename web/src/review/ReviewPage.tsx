import HomeIcon from '@mui/icons-material/Home';
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { projectsApi } from '../api/projects-api';
import { PageLoader } from '../layout/PageLoader';
import { TableToolbar } from '../table/TableToolbar';
import { usePagedSearch } from '../table/usePagedSearch';
import { reviewColumns } from './review-columns';
import { ReviewTable } from './ReviewTable';
import { useRawdataPage } from './useRawdataPage';

/** Oldest post first (sort_key 3 is the date): the data reads in the order it was written. */
const DEFAULT_SORT = { sortKey: 3, ascending: true };

/** Spec §2 /files/review/{project_id}: the uploaded posts of one project, searchable, sortable and paged. */
export function ReviewPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const paging = usePagedSearch(DEFAULT_SORT);
  const { data: project } = projectsApi.useGetProjectQuery({ project_id: projectId });
  const { data, isFetching } = useRawdataPage({ project_id: projectId, ...paging.query });
  // Until the server has the index sorting and search need, the posts come in file order.
  const preparing = data?.preparing ?? null;
  const header = data?.HeaderResult;
  const columns = useMemo(() => (header ? reviewColumns(header) : []), [header]);

  return (
    <Paper sx={{ p: 2 }}>
      {/* The first load shows the page loader instead of the strip. */}
      <TableToolbar
        paging={paging}
        name="review"
        busy={isFetching && data !== undefined && !preparing}
        searchDisabled={preparing !== null}
      >
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
      </TableToolbar>
      {data ? (
        <ReviewTable
          columns={columns}
          rows={data.DataResult}
          total={data.stats.count_total}
          paging={paging}
          preparing={preparing}
        />
      ) : (
        isFetching && <PageLoader />
      )}
    </Paper>
  );
}
