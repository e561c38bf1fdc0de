import DownloadIcon from '@mui/icons-material/Download';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Slider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CoordinationRequest } from '@kizuna/http-api';
import {
  COORDINATION_SETTING_NAMES,
  COORDINATION_SETTINGS,
  DEFAULT_COORDINATION,
  formatTokyo,
  isCoordinationSettingValue,
} from '@kizuna/proto/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coordinationApi } from '../api/coordination-api';
import { AccountLabelChips } from '../labels/AccountLabelChips';
import { BulkLabelButton } from '../labels/BulkLabelButton';
import { useRunLabels } from '../labels/use-run-labels';
import type { FailedCall } from '../api/error-text';
import { sharePercent } from '../shared/share-percent';
import { coordinationErrorText } from '../shared/coordination-error-text';
import { saveFile } from '../download/save-file';
import { useDebouncedValue } from '../table/useDebouncedValue';
import { NearMatchTexts } from './NearMatchTexts';

type Settings = Required<Omit<CoordinationRequest, 'process_id'>>;
// Ranges and defaults are the shared rule's (the route table and the engine read the same).
const DEFAULTS: Settings = DEFAULT_COORDINATION;
/** Written out so the key check sees each key used; the similarity is a slider, the others typed. */
const LABELS = {
  window_seconds: 'coordination.window_seconds',
  post_window_seconds: 'coordination.post_window_seconds',
  min_repetitions: 'coordination.min_repetitions',
} as const;
const TYPED = COORDINATION_SETTING_NAMES.filter((key): key is keyof typeof LABELS => key in LABELS);
const SIMILARITY = COORDINATION_SETTINGS.similarity_percent;
/**
 * A setting is asked for once it has stayed put this long: typing 120 asks for 120, not for 1 and
 * 12 on the way (each a sweep of the project's posts on the server).
 */
const SETTINGS_SETTLE_MS = 400;
const KINDS = { retweet: 'coordination.kind_retweet', post: 'coordination.kind_post' } as const;

/**
 * Groups of accounts that retweet the same posts or post the same text seconds apart, again and
 * again: ranked by evidence, each expandable to its posts with times side by side. The settings
 * are the page's: the answer follows them (a value out of range is not asked for).
 */
export function CoordinationPanel({ processId }: { processId: string }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState<Record<keyof Settings, string>>({
    window_seconds: String(DEFAULTS.window_seconds),
    post_window_seconds: String(DEFAULTS.post_window_seconds),
    min_repetitions: String(DEFAULTS.min_repetitions),
    similarity_percent: String(DEFAULTS.similarity_percent),
  });
  const [asked, setAsked] = useState<Settings>(DEFAULTS);
  const change = (key: keyof Settings, text: string) => {
    setTyped((now) => ({ ...now, [key]: text }));
    const value = Number(text);
    if (text !== '' && isCoordinationSettingValue(key, value)) setAsked((now) => ({ ...now, [key]: value }));
  };
  const settled = useDebouncedValue(asked, SETTINGS_SETTLE_MS);
  const { data, error, isFetching } = coordinationApi.useGetCoordinationQuery({ process_id: processId, ...settled });
  const labels = useRunLabels(processId);
  const [download, downloading] = coordinationApi.useDownloadCoordinationMutation();
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }} data-testid="coordination-caveat">
        {t('coordination.caveat')}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('coordination.hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {TYPED.map((key) => {
          const { min: lo, max: hi } = COORDINATION_SETTINGS[key];
          const bad = typed[key] === '' || !isCoordinationSettingValue(key, Number(typed[key]));
          return (
            <TextField
              key={key}
              size="small"
              type="number"
              label={t(LABELS[key])}
              value={typed[key]}
              onChange={(e) => change(key, e.target.value)}
              error={bad}
              helperText={bad ? t('coordination.range', { lo, hi }) : ' '}
              slotProps={{ htmlInput: { min: lo, max: hi, 'data-testid': `coordination-${key}` } }}
              sx={{ width: 190 }}
            />
          );
        })}
        <Box sx={{ width: 240, px: 1 }}>
          <Typography variant="caption" id="coordination-similarity-label" component="div">
            {t('coordination.similarity_percent', { percent: typed.similarity_percent })}
          </Typography>
          <Slider
            size="small"
            min={SIMILARITY.min}
            max={SIMILARITY.max}
            step={1}
            marks={[
              { value: SIMILARITY.min, label: `${SIMILARITY.min}%` },
              { value: SIMILARITY.max, label: `${SIMILARITY.max}%` },
            ]}
            value={Number(typed.similarity_percent)}
            onChange={(_, value) => change('similarity_percent', String(value))}
            valueLabelDisplay="auto"
            aria-labelledby="coordination-similarity-label"
            slotProps={{ input: { 'data-testid': 'coordination-similarity_percent' } as object }}
          />
        </Box>
        <Button
          startIcon={<DownloadIcon />}
          disabled={downloading.isLoading}
          onClick={() =>
            void download({ process_id: processId, ...settled }).then((answer) => answer.data && saveFile(answer.data))
          }
          data-testid="coordination-download"
        >
          {t('coordination.download')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error">{coordinationErrorText(error as FailedCall, i18n)}</Alert>
      ) : !data ? null : data.groups.length === 0 ? (
        <Typography variant="body2" data-testid="coordination-none">
          {t('coordination.none', { actions: data.actions.toLocaleString() })}
        </Typography>
      ) : (
        <Box sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="coordination-summary">
            {t('coordination.summary', { groups: data.groups.length, accounts: data.accounts })}
          </Typography>
          {data.groups.map((group) => (
            <Accordion key={group.group_id} data-testid={`coordination-group-${group.group_id}`} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="subtitle2" sx={{ mr: 1 }}>
                  {t('coordination.group_title', {
                    id: group.group_id,
                    n: group.members.length,
                    items: group.evidence_total,
                    share: sharePercent(group.co_action_share),
                  })}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {group.members.slice(0, 8).map((m) => (
                    <Chip key={m.node_id} size="small" variant="outlined" label={m.node_id} />
                  ))}
                  {group.members.length > 8 && <Chip size="small" label={`+${group.members.length - 8}`} />}
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <BulkLabelButton
                  count={group.members.length}
                  load={() => Promise.resolve(group.members.map((m) => m.node_id))}
                  testId={`coordination-label-${group.group_id}`}
                />
                <Table size="small" sx={{ mb: 1 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('graph.col_user')}</TableCell>
                      <TableCell align="right">{t('coordination.posts')}</TableCell>
                      <TableCell align="right">{t('coordination.co_actions')}</TableCell>
                      <TableCell align="right">{t('coordination.share')}</TableCell>
                      <TableCell>{t('coordination.communities')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {group.members.map((m) => (
                      <TableRow key={m.node_id} data-testid={`coordination-member-${m.node_id}`}>
                        <TableCell sx={{ wordBreak: 'break-all' }}>
                          {m.node_id}
                          <AccountLabelChips index={labels} account={m.node_id} />
                        </TableCell>
                        <TableCell align="right">{m.posts}</TableCell>
                        <TableCell align="right">{m.co_actions}</TableCell>
                        <TableCell align="right">{sharePercent(m.share)}</TableCell>
                        <TableCell>{m.cluster_ids.join(', ') || '–'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Typography variant="subtitle2">
                  {t('coordination.evidence', { count: group.evidence_total })}
                </Typography>
                {group.evidence.map((item, i) => (
                  <Box
                    key={i}
                    sx={{ borderLeft: 3, borderColor: 'divider', pl: 1, my: 1 }}
                    data-testid={`coordination-evidence-${group.group_id}-${i}`}
                  >
                    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
                      <Chip size="small" sx={{ mr: 1 }} label={t(KINDS[item.kind])} />
                      {item.text}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                      {item.actions.map((a) => (
                        <Typography key={`${a.node_id}-${a.row}`} variant="caption" color="text.secondary">
                          {a.node_id} {formatTokyo(a.time)}
                        </Typography>
                      ))}
                      {item.actions_total > item.actions.length && (
                        <Typography variant="caption" color="text.secondary" data-testid="coordination-more-actions">
                          {t('coordination.more_actions', {
                            n: (item.actions_total - item.actions.length).toLocaleString(),
                          })}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                ))}
                {group.near_matches_total > 0 && (
                  <Typography variant="subtitle2" data-testid={`coordination-near-title-${group.group_id}`}>
                    {t('coordination.near_title', { n: group.near_matches_total })}
                  </Typography>
                )}
                {group.near_matches.map((match, i) => (
                  <NearMatchTexts key={i} match={match} testId={`coordination-near-${group.group_id}-${i}`} />
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Box>
  );
}
