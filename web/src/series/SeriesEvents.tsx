import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesFlows } from '@kizuna/http-api';
import { eventChange } from './event-change';
import { runLabel } from './run-label';
import { communityIdentity } from './community-identity';

const KIND_KEYS = {
  continues: 'series.event_continues',
  split: 'series.event_split',
  merge: 'series.event_merge',
  born: 'series.event_born',
  ended: 'series.event_ended',
} as const;
const CHANGE_KEYS = {
  growth: 'series.change_growth',
  shrinkage: 'series.change_shrinkage',
  same: 'series.change_same',
} as const;

/**
 * Each kind's colour, as a swatch beside the chip's dark text: white text on the theme's orange
 * and blue (3.1:1 and 3.9:1) is below WCAG AA's 4.5:1 (issue 58).
 */
const KIND_COLORS = {
  continues: 'grey.500',
  split: 'warning.main',
  merge: 'info.main',
  born: 'success.main',
  ended: 'error.main',
} as const;

/** Per step, what the rule named: each event's kind, its communities (by their runs' names, as every screen names them) and their users' change. */
export function SeriesEvents({ flows }: { flows: SeriesFlows }) {
  const { t } = useTranslation();
  const identityOf = useMemo(() => communityIdentity(flows), [flows]);
  const nameOf = (run: number, clusterId: number) => identityOf(run, clusterId).name;
  return (
    <Box data-testid="series-events">
      {flows.steps.map((step, s) => (
        <Box key={`${step.from_process_id}-${step.to_process_id}`} sx={{ mb: 2 }} data-testid={`series-step-${s}`}>
          <Typography variant="subtitle1" component="h3">
            {t('series.step_title', { from: runLabel(flows.runs[s], s), to: runLabel(flows.runs[s + 1], s + 1) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('series.step_counts', {
              continuing: step.continuing.toLocaleString(),
              moved: step.moved.toLocaleString(),
              arrived: step.arrived.reduce((n, a) => n + a.users, 0).toLocaleString(),
              left: step.left.reduce((n, l) => n + l.users, 0).toLocaleString(),
            })}
          </Typography>
          <List dense disablePadding>
            {step.events.map((e) => {
              const change = eventChange(e);
              const from = e.from.map((id) => nameOf(s, id)).join(t('relations.community_separator'));
              const to = e.to.map((id) => nameOf(s + 1, id)).join(t('relations.community_separator'));
              return (
                <ListItem
                  key={`${e.kind}-${e.from.join('.')}-${e.to.join('.')}`}
                  disableGutters
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                  data-testid="series-event"
                  data-kind={e.kind}
                >
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(KIND_KEYS[e.kind])}
                    icon={
                      <Box
                        component="span"
                        aria-hidden
                        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: KIND_COLORS[e.kind] }}
                      />
                    }
                  />
                  <Typography variant="body2" component="span" sx={{ wordBreak: 'break-word' }}>
                    {e.kind === 'born' ? to : e.kind === 'ended' ? from : `${from} → ${to}`}
                  </Typography>
                  <Typography variant="body2" component="span" color="text.secondary">
                    {t(CHANGE_KEYS[change], {
                      from: e.from_users.toLocaleString(),
                      to: e.to_users.toLocaleString(),
                      diff: Math.abs(e.to_users - e.from_users).toLocaleString(),
                    })}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}
