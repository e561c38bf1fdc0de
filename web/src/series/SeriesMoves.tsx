import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIES_MOVE_SORTS, type SeriesFlows, type SeriesMove, type SeriesRule } from '@kizuna/http-api';
import { LABEL_ACCOUNTS_MAX } from '@kizuna/proto/rules';
import { seriesApi } from '../api/series-api';
import { saveFile } from '../download/save-file';
import { AccountLabelChips } from '../labels/AccountLabelChips';
import { BulkLabelButton } from '../labels/BulkLabelButton';
import { loadAllPages } from '../labels/load-all-pages';
import { useRunLabels } from '../labels/use-run-labels';
import { EmptyTableRow } from '../table/EmptyTableRow';
import { SortableHeadCell } from '../table/SortableHeadCell';
import { TablePager } from '../table/TablePager';
import { TableToolbar } from '../table/TableToolbar';
import { usePagedSearch } from '../table/usePagedSearch';
import { runLabel } from './run-label';
import { communityIdentity } from './community-identity';
import { MovedAccountDrawer } from './MovedAccountDrawer';

interface Props {
  flows: SeriesFlows;
  threshold: SeriesRule;
}

/** get_series_moves' sort by the table's sort key (its index). */
const SORT_KEY = Object.fromEntries(SERIES_MOVE_SORTS.map((name, i) => [name, i])) as Record<
  (typeof SERIES_MOVE_SORTS)[number],
  number
>;

/**
 * The users who moved in one step (to a community that is no successor of theirs): searched,
 * sorted and paged on the server. Each account shows its team's labels (as the CSV's label columns
 * do) and opens its detail; the moved users found are labelled in one step.
 */
export function SeriesMoves({ flows, threshold }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const paging = usePagedSearch({ sortKey: SORT_KEY.from_posts, ascending: false });
  const processIds = flows.runs.map((r) => r.process_id);
  const identityOf = useMemo(() => communityIdentity(flows), [flows]);
  // The names the moved users' CSV writes: each run's own.
  const nameOf = (run: number, clusterId: number) => identityOf(run, clusterId).name;
  const asked = {
    process_ids: processIds,
    threshold,
    step,
    query: paging.query.search,
    sort: SERIES_MOVE_SORTS[paging.query.sort_key] ?? 'from_posts',
    descending: !paging.query.is_ascending,
  };
  const { data, isFetching } = seriesApi.useGetSeriesMovesQuery({
    ...asked,
    page: paging.query.page,
    max_count: paging.query.max_count,
  });
  // The labels are the team's, the same in either run: those of the later run's accounts.
  const labels = useRunLabels(processIds[step + 1] ?? '');
  const [pageOf] = seriesApi.useLazyGetSeriesMovesQuery();
  // Every moved user of the step the search found, page after page: what the bulk label is given.
  const found = () =>
    loadAllPages(async (page, size) => {
      const answer = await pageOf({ ...asked, page, max_count: size }).unwrap();
      return { names: answer.moves.map((m) => m.node_id), total: answer.total };
    }, LABEL_ACCOUNTS_MAX);
  const [opened, setOpened] = useState<SeriesMove | null>(null);
  const [download, downloading] = seriesApi.useDownloadSeriesMovesMutation();
  const save = async () => {
    const answer = await download({ process_ids: processIds, threshold });
    if (answer.data) saveFile(answer.data);
  };
  const moves = data?.moves ?? [];
  return (
    <Box data-testid="series-moves" aria-busy={isFetching}>
      <TableToolbar paging={paging} name="series-moves" busy={isFetching}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('series.moves_title')}
        </Typography>
        {flows.steps.length > 1 && (
          <TextField
            select
            size="small"
            label={t('series.step')}
            value={step}
            onChange={(e) => {
              setStep(Number(e.target.value));
              paging.setPage(0);
            }}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'moves-step' } as object } }}
          >
            {flows.steps.map((s, i) => (
              <MenuItem key={`${s.from_process_id}-${s.to_process_id}`} value={i}>
                {t('series.step_title', { from: runLabel(flows.runs[i], i), to: runLabel(flows.runs[i + 1], i + 1) })}
              </MenuItem>
            ))}
          </TextField>
        )}
        <BulkLabelButton
          count={data?.total ?? 0}
          load={found}
          testId="series-moves-label"
          label={t('series.label_moved', { n: (data?.total ?? 0).toLocaleString() })}
        />
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void save()}
          disabled={downloading.isLoading}
          data-testid="series-moves-download"
        >
          {t('series.download_moves')}
        </Button>
      </TableToolbar>
      <Table size="small">
        <TableHead>
          <TableRow>
            <SortableHeadCell label={t('series.col_account')} sortKey={SORT_KEY.name} paging={paging} />
            <SortableHeadCell label={t('series.col_from')} sortKey={SORT_KEY.from_cluster} paging={paging} />
            <SortableHeadCell label={t('series.col_to')} sortKey={SORT_KEY.to_cluster} paging={paging} />
            <SortableHeadCell
              label={t('series.col_from_posts')}
              sortKey={SORT_KEY.from_posts}
              paging={paging}
              sx={{ textAlign: 'right' }}
            />
            <SortableHeadCell
              label={t('series.col_to_posts')}
              sortKey={SORT_KEY.to_posts}
              paging={paging}
              sx={{ textAlign: 'right' }}
            />
          </TableRow>
        </TableHead>
        <TableBody>
          {moves.map((m) => (
            <TableRow
              key={m.node_id}
              hover
              onClick={() => setOpened(m)}
              sx={{ cursor: 'pointer' }}
              data-testid={`series-move-${m.node_id}`}
            >
              <TableCell sx={{ wordBreak: 'break-all' }}>
                <Link
                  component="button"
                  type="button"
                  onClick={(e: React.MouseEvent) => {
                    e.stopPropagation();
                    setOpened(m);
                  }}
                  sx={{ textAlign: 'left', wordBreak: 'break-all' }}
                  data-testid="series-move-open"
                >
                  {m.label}
                </Link>
                <AccountLabelChips index={labels} account={m.node_id} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{nameOf(step, m.from_cluster_id)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{nameOf(step + 1, m.to_cluster_id)}</TableCell>
              <TableCell align="right">{m.from_posts.toLocaleString()}</TableCell>
              <TableCell align="right">{m.to_posts.toLocaleString()}</TableCell>
            </TableRow>
          ))}
          {data && moves.length === 0 && <EmptyTableRow columns={5} message={t('series.no_moves')} />}
        </TableBody>
      </Table>
      <TablePager total={data?.total ?? 0} paging={paging} />
      {opened && <MovedAccountDrawer flows={flows} step={step} move={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
