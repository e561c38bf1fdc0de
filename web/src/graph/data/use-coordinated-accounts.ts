import type { Coordination } from '@kizuna/http-api';
import { useMemo } from 'react';
import { coordinationApi } from '../../api/coordination-api';
import type { FailedCall } from '../../api/error-text';

export interface CoordinatedAccounts {
  /** Every member of a coordinated group; null while the switch is off or the answer not in. */
  members: ReadonlySet<string> | null;
  answer: Coordination | null;
  error: FailedCall | null;
}

/**
 * The accounts of the project's coordinated groups at the default settings (get_coordination
 * with no settings: the answer stored when the posts were prepared), asked for only while `on`.
 * The Coordination tab's own settings are that tab's state and are not carried here.
 */
export function useCoordinatedAccounts(processId: string, on: boolean): CoordinatedAccounts {
  const { currentData, error } = coordinationApi.useGetCoordinationQuery({ process_id: processId }, { skip: !on });
  return useMemo(() => {
    if (!on) return { members: null, answer: null, error: null };
    const answer = currentData ?? null;
    const members = answer ? new Set(answer.groups.flatMap((g) => g.members.map((m) => m.node_id))) : null;
    return { members, answer, error: error ? (error as FailedCall) : null };
  }, [on, currentData, error]);
}
