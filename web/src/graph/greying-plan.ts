import type { SelectionState } from './selection-reducer';

export interface GreyingPlan {
  /** Every user node that should be grey after this change. */
  greyed: Set<string>;
  /** Only the nodes whose look changes, so the canvas updates as few items as possible (DESIGN §8). */
  toGrey: string[];
  toRestore: string[];
}

/**
 * Which user nodes are greyed for a selection: a community keeps its members, a user keeps itself
 * and its neighbours, no selection greys nothing.
 */
export function greyingPlan(
  nodes: ReadonlyArray<{ id: string; cluster_id: number }>,
  neighbours: ReadonlyMap<string, ReadonlySet<string>>,
  selection: Pick<SelectionState, 'communityId' | 'nodeId'>,
  currentlyGreyed: ReadonlySet<string>,
): GreyingPlan {
  const keep = (node: { id: string; cluster_id: number }): boolean => {
    if (selection.nodeId !== null)
      return node.id === selection.nodeId || (neighbours.get(selection.nodeId)?.has(node.id) ?? false);
    if (selection.communityId !== null) return node.cluster_id === selection.communityId;
    return true;
  };
  const greyed = new Set<string>();
  const toGrey: string[] = [];
  const toRestore: string[] = [];
  for (const node of nodes) {
    const grey = !keep(node);
    if (grey) greyed.add(node.id);
    if (grey && !currentlyGreyed.has(node.id)) toGrey.push(node.id);
    if (!grey && currentlyGreyed.has(node.id)) toRestore.push(node.id);
  }
  return { greyed, toGrey, toRestore };
}
