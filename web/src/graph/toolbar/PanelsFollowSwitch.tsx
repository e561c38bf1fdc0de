import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeWindowAction } from '../time/time-window';
import { LabelledSwitch } from '../../shared/LabelledSwitch';

/**
 * Whether keywords, posts and members follow the time window. Beside the panels it changes
 * rather than in the time strip, which stays one row so the graph keeps the height.
 */
export function PanelsFollowSwitch({ on, dispatch }: { on: boolean; dispatch: Dispatch<TimeWindowAction> }) {
  const { t } = useTranslation();
  return (
    <LabelledSwitch
      checked={on}
      onChange={(checked) => dispatch({ type: 'follow', on: checked })}
      label={t('graph.panels_follow')}
      testId="panels-follow"
    />
  );
}
