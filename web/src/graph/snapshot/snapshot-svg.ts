import type { GraphPayload } from '@kizuna/http-api';
import type { GraphIndex } from '../data/graph-index';
import { graphSvg } from './graph-svg';
import { packGraph } from '../canvas/pack-graph';
import type { SelectionState } from '../state/selection-reducer';
import { LOOK, viewPlan } from '../canvas/view-plan';

/**
 * The vector snapshot of the graph as the canvas shows it: community circles moved apart to the
 * pane's shape (`aspect`) with their users, users the filters hide left out, unselected ones grey,
 * coordinated ones ringed (`outlined`, the coordination switch).
 */
export function snapshotSvg(
  graph: Pick<GraphPayload, 'nodes' | 'edges'>,
  index: Pick<GraphIndex, 'users' | 'neighbours'>,
  selection: Pick<SelectionState, 'communityId' | 'nodeId' | 'edgeId'>,
  visible: (id: string) => boolean,
  emphasis: ReadonlySet<string> | null,
  aspect: number,
  outlined: ReadonlySet<string> | null = null,
): string {
  const plan = viewPlan(index.users, graph.edges, index.neighbours, selection, visible, emphasis);
  const look = new Map(index.users.map((n, i) => [n.id, plan.nodes[i]]));
  return graphSvg(packGraph(graph.nodes, aspect).nodes, graph.edges, {
    hidden: (id) => look.get(id) === LOOK.hidden,
    greyed: (id) => look.get(id) === LOOK.grey,
    ringed: (id) => outlined?.has(id) ?? false,
  });
}
