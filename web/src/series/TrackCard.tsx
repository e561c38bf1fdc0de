import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Chip,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesAccount, SeriesFlows, SeriesTrack } from '@kizuna/http-api';
import type { KeywordChanges } from './keyword-changes';
import { communityIdentity } from './community-identity';
import { runLabel } from './run-label';
import { trackNames } from './track-names';
import { trackSizes, trackSteps } from './track-steps';

interface Props {
  flows: SeriesFlows;
  track: SeriesTrack;
  index: number;
  /** Offers the rename when given (the screen, not the printed report). */
  onRename?: () => void;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Accounts({ label, users, top }: { label: string; users: number; top: SeriesAccount[] }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label} ({users.toLocaleString()}):{' '}
      </Box>
      {top.length === 0
        ? t('series.none')
        : top.map((a) => t('series.account_posts', { name: a.label, count: a.posts })).join(t('series.list_separator'))}
    </Typography>
  );
}

/**
 * Where a community's users went in a step, or where its users came from: each other community
 * with its users, then those who left (or arrived), so the parts add up to its size.
 */
function FlowLine({
  label,
  parts,
  rest,
  testId,
}: {
  label: string;
  parts: Array<{ name: string; users: number }>;
  rest: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }} data-testid={testId}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {[...parts.map((p) => t('series.flow_part', { name: p.name, n: p.users.toLocaleString() })), rest].join(
        t('relations.community_separator'),
      )}
    </Typography>
  );
}

function KeywordRows({ keywords }: { keywords: KeywordChanges }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('series.keywords_rose')}:
        </Typography>
        {keywords.rose.length === 0 && <Typography variant="body2">{t('series.none')}</Typography>}
        {keywords.rose.map((k) => (
          <Chip
            key={k.keyword}
            size="small"
            color="success"
            variant="outlined"
            label={`↑ ${k.keyword} ${percent(k.before)}→${percent(k.after)}`}
            data-testid="keyword-rose"
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('series.keywords_fell')}:
        </Typography>
        {keywords.fell.length === 0 && <Typography variant="body2">{t('series.none')}</Typography>}
        {keywords.fell.map((k) => (
          <Chip
            key={k.keyword}
            size="small"
            color="error"
            variant="outlined"
            label={`↓ ${k.keyword} ${percent(k.before)}→${percent(k.after)}`}
            data-testid="keyword-fell"
          />
        ))}
      </Box>
    </>
  );
}

/** One tracked community over the series: its size per run, its keywords' rise and fall, who arrived and left. */
export function TrackCard({ flows, track, index, onRename }: Props) {
  const { t } = useTranslation();
  const sizes = useMemo(() => trackSizes(flows, track), [flows, track]);
  const steps = useMemo(() => trackSteps(flows, track), [flows, track]);
  const names = useMemo(() => trackNames(flows, track), [flows, track]);
  const identityOf = useMemo(() => communityIdentity(flows), [flows]);
  const fromId = (run: number) => track.cluster_ids[run] ?? null;
  const first = track.cluster_ids.findIndex((id) => id !== null);
  // The stored colour of the community the track starts with: the one its graph page shows.
  const color = identityOf(first, track.cluster_ids[first] ?? 0).color || track.color;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5 }} className="report-block" data-testid={`series-track-${index}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
        <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-word' }} data-testid="track-name">
          {names.join(' → ')}
        </Typography>
        {onRename && (
          <Tooltip title={t('graph.edit_name')}>
            <IconButton size="small" onClick={onRename} aria-label={t('graph.edit_name')} data-testid="track-rename">
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Table size="small" sx={{ my: 1 }} data-testid="track-sizes">
        <TableHead>
          <TableRow>
            {flows.runs.map((run, r) => (
              <TableCell key={run.process_id} align="right" sx={{ wordBreak: 'break-word' }}>
                {runLabel(run, r)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {sizes.map((size, r) => (
              <TableCell key={flows.runs[r].process_id} align="right">
                {size === null ? '—' : t('series.users', { count: size })}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
      {steps.map((s) => (
        <Box key={s.step} sx={{ mt: 1 }} data-testid={`track-step-${s.step}`}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('series.step_title', {
              from: runLabel(flows.runs[s.step], s.step),
              to: runLabel(flows.runs[s.step + 1], s.step + 1),
            })}
          </Typography>
          {fromId(s.step) !== null && (
            <FlowLine
              label={t('series.went', { count: sizes[s.step] ?? 0 })}
              parts={s.went.map((f) => ({ name: identityOf(s.step + 1, f.clusterId).name, users: f.users }))}
              rest={t('series.left_part', { n: s.left.users.toLocaleString() })}
              testId="track-went"
            />
          )}
          {fromId(s.step + 1) !== null && (
            <FlowLine
              label={t('series.came', { count: sizes[s.step + 1] ?? 0 })}
              parts={s.came.map((f) => ({ name: identityOf(s.step, f.clusterId).name, users: f.users }))}
              rest={t('series.arrived_part', { n: s.arrived.users.toLocaleString() })}
              testId="track-came"
            />
          )}
          {s.keywords && <KeywordRows keywords={s.keywords} />}
          {track.cluster_ids[s.step + 1] !== null && (
            <Accounts label={t('series.arrived_accounts')} users={s.arrived.users} top={s.arrived.top} />
          )}
          {track.cluster_ids[s.step] !== null && (
            <Accounts label={t('series.left_accounts')} users={s.left.users} top={s.left.top} />
          )}
        </Box>
      ))}
    </Paper>
  );
}
