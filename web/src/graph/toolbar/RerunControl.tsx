import { Alert, Box, Button, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Run } from '@kizuna/http-api';
import { errorText, type FailedCall } from '../../api/error-text';
import { projectsApi } from '../../api/projects-api';
import { runFailureText } from '../../shared/run-failure-text';
import { firstFreeK, kChoices, rerunProgress } from './rerun-progress';

/** How often the project is read while the added run is under way. */
const POLL_MS = 1000;

interface Props {
  projectId: string;
  runs: Run[];
}

/**
 * Re-run the project with another k (1–12) without uploading again: adds the run, shows its
 * progress and opens its graph when it is done (the older screen's k slider, done properly).
 */
export function RerunControl({ projectId, runs }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [addRun, adding] = projectsApi.useAddRunMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const progress = rerunProgress(runs, pending);
  const underWay = progress.phase === 'waiting' || progress.phase === 'queued' || progress.phase === 'processing';
  // Polls the project (shared with the page's own query) while the added run is under way.
  projectsApi.useGetProjectQuery({ project_id: projectId }, { skip: !underWay, pollingInterval: POLL_MS });
  const k = chosen ?? firstFreeK(runs);

  // Opens the added run's graph once, when it is done.
  const doneId = progress.phase === 'done' ? progress.processId : null;
  useEffect(() => {
    if (doneId) void navigate(`/files/graph/${projectId}/${doneId}`);
  }, [doneId, projectId, navigate]);

  const start = async () => {
    if (k === null) return;
    setError(null);
    const answer = await addRun({ project_id: projectId, k });
    if ('error' in answer && answer.error) {
      setError(errorText(answer.error as FailedCall, i18n));
      return;
    }
    setChosen(null);
    setPending(answer.data.process_id);
  };

  const busy = adding.isLoading || underWay;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="rerun" data-phase={progress.phase}>
      <TextField
        select
        size="small"
        label={t('graph.rerun_k')}
        value={k ?? ''}
        onChange={(e) => setChosen(Number(e.target.value))}
        disabled={busy}
        sx={{ width: 110 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'rerun-k' } as object } }}
      >
        {kChoices(runs).map((c) => (
          <MenuItem key={c.k} value={c.k} disabled={c.exists} data-testid={`rerun-k-${c.k}`}>
            {c.exists ? t('graph.rerun_k_exists', { k: c.k }) : c.k}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => void start()} disabled={busy || k === null} data-testid="rerun-start">
        {t('graph.rerun_start')}
      </Button>
      {underWay && (
        <Box sx={{ width: 160 }} data-testid="rerun-progress">
          <Typography variant="caption">
            {progress.phase === 'processing'
              ? t('graph.rerun_processing', { percent: progress.percent })
              : progress.phase === 'queued'
                ? t('files.queue_position', { status: t('status.waiting'), position: progress.position })
                : t('status.waiting')}
          </Typography>
          <LinearProgress
            variant={progress.phase === 'processing' ? 'determinate' : 'indeterminate'}
            value={progress.phase === 'processing' ? progress.percent : undefined}
            aria-label={t('graph.rerun_start')}
          />
        </Box>
      )}
      {progress.phase === 'failed' && (
        <Alert severity="error" data-testid="rerun-failed" onClose={() => setPending(null)}>
          {t('graph.rerun_failed', { reason: runFailureText(progress.failure, i18n) })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" data-testid="rerun-error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
