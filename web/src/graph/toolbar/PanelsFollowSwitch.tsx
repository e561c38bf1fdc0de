import { FormControlLabel, Switch } from '@mui/material';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeWindowAction } from '../time/time-window';

/**
 * Whether keywords, posts and members follow the time window. Beside the panels it changes
 * rather than in the time strip, which stays one row so the graph keeps the height.
 */
export function PanelsFollowSwitch({ on, dispatch }: { on: boolean; dispatch: Dispatch<TimeWindowAction> }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      sx={{ mx: 0 }}
      control={
        <Switch
          size="small"
          checked={on}
          onChange={(e) => dispatch({ type: 'follow', on: e.target.checked })}
          slotProps={{ input: { 'data-testid': 'panels-follow' } as object }}
        />
      }
      label={t('graph.panels_follow')}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
