import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { projectNameProblem, SERIES_MAX_RUNS, SERIES_MIN_RUNS } from '@kizuna/proto/rules';
import { SeriesNameField } from './SeriesNameField';
import { errorText, type FailedCall } from '../api/error-text';
import { projectsApi } from '../api/projects-api';
import { seriesApi } from '../api/series-api';
import { statusName } from '../shared/project-status';
import { SearchField } from '../table/SearchField';
import { TablePager } from '../table/TablePager';
import { usePagedSearch } from '../table/usePagedSearch';
import { useToast } from '../toasts/useToast';
import { moveItem } from './move-item';
import { orderByPosts } from './order-by-posts';
import { runDates } from './run-label';

interface Props {
  onClose: () => void;
  /** A run to start the series with (the graph page's "compare with another upload"). */
  initial?: { projectId: string; processId: string } | null;
}

/**
 * Picks two to twelve done runs from any projects the user can view (their own and those shared
 * with them), in the time order of their posts (asked of get_series_flows once two are picked:
 * each run's first and last post) unless the user reorders them, names the series and saves it.
 */
export function CreateSeriesDialog({ onClose, initial = null }: Props) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const paging = usePagedSearch({ sortKey: 0, ascending: false });
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [picked, setPicked] = useState<string[]>(initial ? [initial.processId] : []);
  // Once the user moves a run, their order stands; until then the posts' dates decide.
  const [manual, setManual] = useState(false);
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const [saveError, setSaveError] = useState<string | null>(null);
  const { data: projects, isFetching } = projectsApi.useListDataQuery({ ...paging.query, scope: 'all' });
  const { data: initialProject } = projectsApi.useGetProjectQuery(
    { project_id: initial?.projectId ?? '' },
    { skip: !initial?.projectId },
  );
  const countOk = picked.length >= SERIES_MIN_RUNS && picked.length <= SERIES_MAX_RUNS;
  // Asked in a fixed order, so reordering asks nothing again.
  const asked = useMemo(() => [...picked].sort(), [picked]);
  const { data: dated, error: datesError } = seriesApi.useGetSeriesDatesQuery(
    { process_ids: asked },
    { skip: !countOk },
  );
  const [saveSeries, saving] = seriesApi.useSaveSeriesMutation();

  const dates = useMemo(() => new Map((dated?.runs ?? []).map((r) => [r.process_id, r])), [dated]);
  const shown = useMemo(
    () =>
      manual
        ? picked
        : orderByPosts(
            picked.map((process_id) => ({ process_id })),
            dates,
          ).map((r) => r.process_id),
    [manual, picked, dates],
  );
  const labelOf = (id: string) => {
    const known = labels.get(id);
    if (known) return known;
    const run = dates.get(id);
    if (run) return t('series.pick_label', { project: run.project_name, k: run.k });
    const fromInitial = initialProject?.ProcessResult.find((r) => r.process_id === id);
    return fromInitial
      ? t('series.pick_label', { project: initialProject?.project.project_name, k: fromInitial.total_cluster })
      : id;
  };

  const toggle = (id: string, label: string) => {
    setLabels((known) => new Map(known).set(id, label));
    setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  };
  const move = (index: number, by: -1 | 1) => {
    setPicked(moveItem(shown, index, by));
    setManual(true);
  };

  const problem = projectNameProblem(name);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || !countOk || saving.isLoading) return;
    const answer = await saveSeries({ name: name.trim(), process_ids: shown });
    if (answer.error) {
      setSaveError(errorText(answer.error as FailedCall, i18n));
      return;
    }
    toast('success', t('series.saved', { name: answer.data.name }));
    void navigate(`/series/${answer.data.series_id}`);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="series-create-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>{t('series.create_title')}</DialogTitle>
        <DialogContent>
          <SeriesNameField value={name} onChange={setName} touched={touched} testId="series-name" />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('series.picked_title', { n: picked.length, min: SERIES_MIN_RUNS, max: SERIES_MAX_RUNS })}
          </Typography>
          <List dense data-testid="series-picked">
            {shown.map((id, i) => {
              const run = dates.get(id);
              return (
                <ListItem
                  key={id}
                  disableGutters
                  data-testid={`series-picked-${i}`}
                  data-process-id={id}
                  secondaryAction={
                    <>
                      <IconButton
                        size="small"
                        aria-label={t('series.move_up')}
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                        data-testid={`series-up-${i}`}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('series.move_down')}
                        disabled={i === shown.length - 1}
                        onClick={() => move(i, 1)}
                        data-testid={`series-down-${i}`}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('series.unpick')}
                        onClick={() => toggle(id, labelOf(id))}
                        data-testid={`series-unpick-${i}`}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </>
                  }
                >
                  <Typography variant="body2" sx={{ pr: 14, wordBreak: 'break-word' }}>
                    {`${i + 1}. ${labelOf(id)}`}
                    {run && (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {` (${runDates(run) || t('series.no_posts')})`}
                      </Box>
                    )}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
          {manual && (
            <Button size="small" onClick={() => setManual(false)} data-testid="series-order-by-posts">
              {t('series.order_by_posts')}
            </Button>
          )}
          {datesError && countOk && <Alert severity="error">{errorText(datesError as FailedCall, i18n)}</Alert>}
          {saveError && (
            <Alert severity="error" data-testid="series-save-error">
              {saveError}
            </Alert>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
              {t('series.pick_runs')}
            </Typography>
            <SearchField value={paging.view.search} onChange={paging.setSearch} testId="series-project-search" />
          </Box>
          <Box aria-busy={isFetching} data-testid="series-projects">
            {(projects?.DataResult ?? []).map((p) => {
              const done = p.ProcessResult.filter((r) => statusName(r.status) === 'done');
              return (
                <Box key={p.project_id} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                    {p.project_name}
                    <Box component="span" sx={{ color: 'text.secondary' }}>{` — ${p.user_name}`}</Box>
                  </Typography>
                  {done.length === 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {t('series.no_done_runs')}
                    </Typography>
                  )}
                  {done.map((r) => {
                    const label = t('series.pick_label', { project: p.project_name, k: r.total_cluster });
                    const on = picked.includes(r.process_id);
                    return (
                      <FormControlLabel
                        key={r.process_id}
                        label={t('graph.run_label', { k: r.total_cluster })}
                        control={
                          <Checkbox
                            size="small"
                            checked={on}
                            disabled={!on && picked.length >= SERIES_MAX_RUNS}
                            onChange={() => toggle(r.process_id, label)}
                            slotProps={{
                              input: { 'aria-label': label, 'data-testid': `series-pick-${r.process_id}` } as object,
                            }}
                          />
                        }
                      />
                    );
                  })}
                </Box>
              );
            })}
          </Box>
          <TablePager total={projects?.stats.count_total ?? 0} paging={paging} />
          {/* Saving renames communities in later uploads (docs/series.md#one-name-and-colour): said before it. */}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="series-carry-note">
            {t('series.carry_note')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="series-create-cancel">
            {t('graph.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!countOk}
            loading={saving.isLoading}
            data-testid="series-create-save"
          >
            {t('graph.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
