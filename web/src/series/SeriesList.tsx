import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { SeriesDocument } from '@kizuna/http-api';
import { seriesApi } from '../api/series-api';
import { EmptyTableRow } from '../table/EmptyTableRow';
import { TablePager } from '../table/TablePager';
import { usePagedSearch } from '../table/usePagedSearch';
import { formatTokyo } from '../time/format-tokyo';
import { useToast } from '../toasts/useToast';
import { CreateSeriesDialog } from './CreateSeriesDialog';
import { DeleteSeriesDialog } from './DeleteSeriesDialog';
import { RenameSeriesDialog } from './RenameSeriesDialog';

/** Query parameters by which the graph page opens the create dialog with its run picked. */
const FROM_PROJECT = 'series_project';
const FROM_RUN = 'series_run';

/** /files' saved series (list_series: the user's own, newest first, paged): create, open, rename, delete. */
export function SeriesList() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const fromRun = params.get(FROM_RUN);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<SeriesDocument | null>(null);
  const [deleting, setDeleting] = useState<SeriesDocument | null>(null);
  // Newest first is the only order: the sort of the paging state is unused.
  const paging = usePagedSearch({ sortKey: 0, ascending: false });
  const { data, isFetching } = seriesApi.useListSeriesQuery({
    page: paging.query.page,
    max_count: paging.query.max_count,
  });
  const series = data?.series;
  const [deleteSeries, deletion] = seriesApi.useDeleteSeriesMutation();

  // Opened from a graph page ("compare with another upload"), cancelling goes back to that graph.
  const closeCreate = () => {
    setCreating(false);
    const fromProject = params.get(FROM_PROJECT);
    if (fromRun && fromProject)
      void navigate(`/files/graph/${encodeURIComponent(fromProject)}/${encodeURIComponent(fromRun)}`, {
        replace: true,
      });
    else if (fromRun) setParams({}, { replace: true });
  };
  const confirmDelete = async (s: SeriesDocument) => {
    const answer = await deleteSeries({ series_id: s.series_id });
    setDeleting(null);
    if (answer.data) toast('success', t('series.deleted', { name: s.name }));
  };

  return (
    <Paper sx={{ p: 2, mt: 2 }} component="section" data-testid="series-list" aria-busy={isFetching}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('series.list_title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          data-testid="series-create"
        >
          {t('series.create')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('series.list_hint')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('series.name')}</TableCell>
            <TableCell align="right">{t('series.col_runs')}</TableCell>
            <TableCell>{t('series.col_updated')}</TableCell>
            <TableCell align="right">{t('series.col_actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(series ?? []).map((s) => (
            <TableRow key={s.series_id} data-testid={`series-row-${s.series_id}`}>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                <Link component={RouterLink} to={`/series/${s.series_id}`} data-testid={`series-open-${s.series_id}`}>
                  {s.name}
                </Link>
              </TableCell>
              <TableCell align="right">
                {s.process_ids.length}
                {s.process_ids.length < 2 && (
                  <Typography variant="caption" component="div" data-testid={`series-too-few-${s.series_id}`}>
                    {t('series.list_short_series')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{formatTokyo(Date.parse(s.updated_at)).slice(0, 16)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('series.rename')}>
                  <IconButton
                    size="small"
                    aria-label={t('series.rename')}
                    onClick={() => setRenaming(s)}
                    data-testid={`series-rename-${s.series_id}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('series.delete')}>
                  <IconButton
                    size="small"
                    aria-label={t('series.delete')}
                    onClick={() => setDeleting(s)}
                    data-testid={`series-delete-${s.series_id}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {series && series.length === 0 && <EmptyTableRow columns={4} message={t('series.none_saved')} />}
        </TableBody>
      </Table>
      {data && data.total > 0 && <TablePager total={data.total} paging={paging} />}
      {(creating || fromRun) && (
        <CreateSeriesDialog
          onClose={closeCreate}
          initial={fromRun ? { projectId: params.get(FROM_PROJECT) ?? '', processId: fromRun } : null}
        />
      )}
      {renaming && <RenameSeriesDialog series={renaming} onClose={() => setRenaming(null)} />}
      {deleting && (
        <DeleteSeriesDialog
          series={deleting}
          deleting={deletion.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        />
      )}
    </Paper>
  );
}
