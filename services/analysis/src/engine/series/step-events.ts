import type { SeriesEventKind } from '@kizuna/http-api';
import type { StepMatching } from './step-matching.js';

/** An event of one step, with the communities 0-based. */
export interface StepEvent {
  kind: SeriesEventKind;
  from: number[];
  to: number[];
  fromUsers: number;
  toUsers: number;
}

/**
 * The events the successor relation names (docs/series.md): per earlier community, `ended` with
 * no successor, `split` with two or more, `continues` with one that has no other predecessor;
 * per later community, `born` with no predecessor and `merge` with two or more. A community can
 * be in a split and a merge of one step; every community is in at least one event.
 */
export function stepEvents(m: StepMatching): StepEvent[] {
  const events: StepEvent[] = [];
  const sum = (sizes: Int32Array, ids: number[]) => ids.reduce((n, c) => n + sizes[c], 0);
  const event = (kind: SeriesEventKind, from: number[], to: number[]) =>
    events.push({ kind, from, to, fromUsers: sum(m.fromSizes, from), toUsers: sum(m.toSizes, to) });
  for (let a = 0; a < m.kFrom; a++) {
    const next = m.successors[a];
    if (next.length === 0) event('ended', [a], []);
    else if (next.length >= 2) event('split', [a], [...next]);
    else if (m.predecessors[next[0]].length === 1) event('continues', [a], [next[0]]);
  }
  for (let b = 0; b < m.kTo; b++) {
    const previous = m.predecessors[b];
    if (previous.length === 0) event('born', [], [b]);
    else if (previous.length >= 2) event('merge', [...previous], [b]);
  }
  return events;
}
