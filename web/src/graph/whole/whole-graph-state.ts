import type { WholeGraph } from '@kizuna/proto/graph-binary';

/** Where a run's whole graph is for the page (`useWholeGraph`, `fetchWholeGraph`). */
export type WholeGraphState =
  | { status: 'loading' }
  | { status: 'ready'; graph: WholeGraph }
  /** The project's layout is being computed (errors.graph_layout_pending): asked again until it is there. */
  | { status: 'pending' }
  /** No whole graph for this run (an older project whose layout is still being made, or an error). */
  | { status: 'missing' };
