import { useMemo } from 'react';
import { LABEL_ACCOUNTS_MAX } from '@kizuna/proto/rules';
import { labelsApi } from '../api/labels-api';
import { runLabelIndex, type RunLabelIndex } from './run-label-index';
import { useLabelTeam } from './use-label-team';

/**
 * The run's labelled accounts of the team (the caller's, or the one an admin chose), in one answer
 * (at most LABEL_ACCOUNTS_MAX), indexed. Only this run's and team's answer: while another team's
 * loads, no ring or chip shows the previous team's labels.
 */
export function useRunLabels(processId: string): RunLabelIndex {
  const team = useLabelTeam();
  const { currentData } = labelsApi.useGetRunLabelsQuery(
    { process_id: processId, max_count: LABEL_ACCOUNTS_MAX, ...team },
    { skip: processId === '' },
  );
  return useMemo(() => runLabelIndex(currentData), [currentData]);
}
