import { useMemo } from 'react';
import { relationsApi } from '../../api/relations-api';

/**
 * The node ids of every community's bridges (get_bridges, the numbers the node detail shows),
 * asked for only while `on`; null when off or not loaded.
 */
export function useBridgeIds(processId: string, on: boolean): ReadonlySet<string> | null {
  const { currentData } = relationsApi.useGetBridgesQuery({ process_id: processId, cluster_id: 0 }, { skip: !on });
  return useMemo(() => {
    if (!on || !currentData) return null;
    return new Set(currentData.communities.flatMap((c) => c.bridges.map((b) => b.node_id)));
  }, [on, currentData]);
}
