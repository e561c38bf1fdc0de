import type { SelectionState } from './selection-reducer';

export type NodeLook = 'normal' | 'grey' | 'hidden';
export type EdgeLook = 'normal' | 'grey' | 'lit' | 'hidden';

export interface ViewNode {
  id: string;
  cluster_id: number;
}

export interface ViewEdge {
  id: string;
  source: string;
  target: string;
}

export interface ViewPlan {
  nodes: Map<string, NodeLook>;
  edges: Map<string, EdgeLook>;
  /** Only the items whose look changes, so the canvas updates as few as possible (DESIGN §8). */
  nodeChanges: Array<[string, NodeLook]>;
  edgeChanges: Array<[string, EdgeLook]>;
}

/**
 * How each user and edge looks for a selection (spec §4) and the filters: a user outside the time
 * window or under the minimum degree is hidden, with its edges; then a community keeps its members,
 * a user itself and its neighbours, an edge itself and its two ends; everything else is grey, edges
 * too (an edge stays lit when both its ends do). No selection greys nothing.
 */
export function viewPlan(
  nodes: readonly ViewNode[],
  edges: readonly ViewEdge[],
  neighbours: ReadonlyMap<string, ReadonlySet<string>>,
  selection: Pick<SelectionState, 'communityId' | 'nodeId' | 'edgeId'>,
  visible: (id: string) => boolean,
  current: Pick<ViewPlan, 'nodes' | 'edges'> | null,
): ViewPlan {
  const edge = selection.edgeId === null ? undefined : edges.find((e) => e.id === selection.edgeId);
  const anySelection = selection.communityId !== null || selection.nodeId !== null || edge !== undefined;
  const keep = (node: ViewNode): boolean => {
    if (selection.nodeId !== null)
      return node.id === selection.nodeId || (neighbours.get(selection.nodeId)?.has(node.id) ?? false);
    if (edge) return node.id === edge.source || node.id === edge.target;
    if (selection.communityId !== null) return node.cluster_id === selection.communityId;
    return true;
  };
  const nodeLooks = new Map<string, NodeLook>();
  const nodeChanges: Array<[string, NodeLook]> = [];
  for (const node of nodes) {
    const look: NodeLook = !visible(node.id) ? 'hidden' : keep(node) ? 'normal' : 'grey';
    nodeLooks.set(node.id, look);
    if ((current?.nodes.get(node.id) ?? 'normal') !== look) nodeChanges.push([node.id, look]);
  }
  const edgeLooks = new Map<string, EdgeLook>();
  const edgeChanges: Array<[string, EdgeLook]> = [];
  for (const e of edges) {
    const a = nodeLooks.get(e.source);
    const b = nodeLooks.get(e.target);
    let look: EdgeLook;
    if (a === 'hidden' || b === 'hidden' || a === undefined || b === undefined) look = 'hidden';
    else if (edge) look = e.id === edge.id ? 'lit' : 'grey';
    else if (selection.nodeId !== null)
      look = e.source === selection.nodeId || e.target === selection.nodeId ? 'lit' : 'grey';
    else if (anySelection) look = a === 'normal' && b === 'normal' ? 'normal' : 'grey';
    else look = 'normal';
    edgeLooks.set(e.id, look);
    if ((current?.edges.get(e.id) ?? 'normal') !== look) edgeChanges.push([e.id, look]);
  }
  return { nodes: nodeLooks, edges: edgeLooks, nodeChanges, edgeChanges };
}
