import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { coordinationErrorText } from '../../shared/coordination-error-text';
import { RING_COLOR, RING_GAP_PX, RING_WIDTH_PX } from '../canvas/coordination-rings';
import type { CoordinatedAccounts } from '../data/use-coordinated-accounts';
import { LabelledSwitch } from '../../shared/LabelledSwitch';

interface Props {
  on: boolean;
  onChange: (on: boolean) => void;
  state: CoordinatedAccounts;
  /** Members drawn on the graph now (the filters and the display limit leave some out). */
  drawn: number;
  projectId: string;
  processId: string;
}

/** The legend's ring as the canvas draws it: a dot with a dark ring a few pixels outside it. */
function RingSwatch() {
  const r = 5;
  const ring = r + RING_GAP_PX;
  const size = 2 * (ring + RING_WIDTH_PX);
  return (
    <svg width={size} height={size} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true">
      <circle cx={size / 2} cy={size / 2} r={r} fill="#9e9e9e" />
      <circle cx={size / 2} cy={size / 2} r={ring} fill="none" stroke={RING_COLOR} strokeWidth={RING_WIDTH_PX} />
    </svg>
  );
}

/**
 * Outlines the members of coordinated groups (issue 31) on the graph, at the default settings:
 * the answer is asked for only while on. Says what the ring means and that it is evidence, not
 * proof; says so when the project has no coordinated account rather than drawing nothing.
 */
export function CoordinationSwitch({ on, onChange, state, drawn, projectId, processId }: Props) {
  const { t, i18n } = useTranslation();
  const { answer, error } = state;
  return (
    <>
      <LabelledSwitch
        checked={on}
        onChange={onChange}
        label={t('graph.coordination_outline')}
        testId="coordination-outline"
      />
      {on && error && (
        <Alert severity="warning" sx={{ flexBasis: '100%', py: 0 }} data-testid="coordination-outline-error">
          {coordinationErrorText(error, i18n)}
        </Alert>
      )}
      {on && answer && answer.groups.length === 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: '100%' }}
          data-testid="coordination-outline-none"
        >
          {t('graph.coordination_outline_none')}
        </Typography>
      )}
      {on && answer && answer.groups.length > 0 && (
        <Box sx={{ flexBasis: '100%', display: 'flex', gap: 1 }} data-testid="coordination-outline-legend">
          <RingSwatch />
          <Typography variant="body2" color="text.secondary">
            {t('graph.coordination_outline_legend', {
              groups: answer.groups.length,
              accounts: answer.accounts,
              window: answer.settings.window_seconds,
              postWindow: answer.settings.post_window_seconds,
              repetitions: answer.settings.min_repetitions,
            })}{' '}
            {drawn < answer.accounts && t('graph.coordination_outline_drawn', { drawn, accounts: answer.accounts })}{' '}
            <Link
              component={RouterLink}
              to={`/files/relations/${projectId}/${processId}?tab=coordination`}
              data-testid="coordination-outline-open"
            >
              {t('graph.coordination_outline_open')}
            </Link>
          </Typography>
        </Box>
      )}
    </>
  );
}
