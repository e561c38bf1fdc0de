import type { SelectionState } from '../state/selection-reducer';

/** A user's or an edge's look, one byte each so a draw reads them from typed arrays. */
export const LOOK = { normal: 0, grey: 1, hidden: 2, lit: 3 } as const;
export type Look = (typeof LOOK)[keyof typeof LOOK];

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
  /** Per user, in the order given: normal, grey or hidden. */
  nodes: Uint8Array;
  /** Per edge, in the order given: normal, grey, lit or hidden. */
  edges: Uint8Array;
  /** Users not hidden. */
  shown: number;
  /** Users drawn in colour (not hidden, not grey). */
  kept: number;
}

/**
 * How each user and edge looks for a selection (spec §4) and the filters: a user outside the time
 * window or under the minimum degree is hidden, with its edges; then a community keeps its members,
 * a user itself and its neighbours, an edge itself and its two ends; everything else is grey, edges
 * too (an edge stays lit when both its ends do). No selection greys nothing, unless `emphasis`
 * names users to keep (the bridges toggle): then only they and the edges between them stay. The
 * canvas draws the looks as they are, so a selection costs this pass and one draw, never an update
 * per user.
 */
export function viewPlan(
  nodes: readonly ViewNode[],
  edges: readonly ViewEdge[],
  neighbours: ReadonlyMap<string, ReadonlySet<string>>,
  selection: Pick<SelectionState, 'communityId' | 'nodeId' | 'edgeId'>,
  visible: (id: string) => boolean,
  emphasis: ReadonlySet<string> | null = null,
): ViewPlan {
  const edge = selection.edgeId === null ? undefined : edges.find((e) => e.id === selection.edgeId);
  const anySelection =
    selection.communityId !== null || selection.nodeId !== null || edge !== undefined || emphasis !== null;
  const around = selection.nodeId === null ? undefined : neighbours.get(selection.nodeId);
  const keep = (node: ViewNode): boolean => {
    if (selection.nodeId !== null) return node.id === selection.nodeId || (around?.has(node.id) ?? false);
    if (edge) return node.id === edge.source || node.id === edge.target;
    if (selection.communityId !== null) return node.cluster_id === selection.communityId;
    if (emphasis !== null) return emphasis.has(node.id);
    return true;
  };
  const nodeLooks = new Uint8Array(nodes.length);
  const byId = new Map<string, Look>();
  let shown = 0;
  let kept = 0;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    const look: Look = !visible(node.id) ? LOOK.hidden : keep(node) ? LOOK.normal : LOOK.grey;
    if (look !== LOOK.hidden) shown++;
    if (look === LOOK.normal) kept++;
    nodeLooks[i] = look;
    byId.set(node.id, look);
  }
  const edgeLooks = new Uint8Array(edges.length);
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i];
    const a = byId.get(e.source);
    const b = byId.get(e.target);
    let look: Look;
    if (a === LOOK.hidden || b === LOOK.hidden || a === undefined || b === undefined) look = LOOK.hidden;
    else if (edge) look = e.id === edge.id ? LOOK.lit : LOOK.grey;
    else if (selection.nodeId !== null)
      look = e.source === selection.nodeId || e.target === selection.nodeId ? LOOK.lit : LOOK.grey;
    else if (anySelection) look = a === LOOK.normal && b === LOOK.normal ? LOOK.normal : LOOK.grey;
    else look = LOOK.normal;
    edgeLooks[i] = look;
  }
  return { nodes: nodeLooks, edges: edgeLooks, shown, kept };
}
