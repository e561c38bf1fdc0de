import { useMemo } from 'react';
import { LABEL_ACCOUNTS_MAX } from '@kizuna/proto/rules';
import { labelsApi } from '../api/labels-api';
import { runLabelIndex, type RunLabelIndex } from './run-label-index';

/** The run's labelled accounts of the caller's team, in one answer (at most LABEL_ACCOUNTS_MAX), indexed. */
export function useRunLabels(processId: string): RunLabelIndex {
  const { data } = labelsApi.useGetRunLabelsQuery(
    { process_id: processId, max_count: LABEL_ACCOUNTS_MAX },
    { skip: processId === '' },
  );
  return useMemo(() => runLabelIndex(data), [data]);
}
