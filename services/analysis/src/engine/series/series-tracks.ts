import type { StepMatching } from './step-matching.js';

/**
 * Follows each community across the series: a track goes on from community a to community b of
 * the next run when b is a's largest successor and a is b's largest predecessor (most shared
 * users; the lower id on a tie). Every other community starts a track of its own (born, the
 * smaller parts of a split). Each community of each run is in exactly one track; `ids[r]` is the
 * track's community (0-based) in run r, -1 where it is absent.
 */
export function seriesTracks(ks: readonly number[], steps: readonly StepMatching[]): Int32Array[] {
  const runs = ks.length;
  const tracks: Int32Array[] = [];
  const start = (run: number, c: number): number => {
    const ids = new Int32Array(runs).fill(-1);
    ids[run] = c;
    tracks.push(ids);
    return tracks.length - 1;
  };
  let trackOf = Array.from({ length: ks[0] }, (_, c) => start(0, c));
  steps.forEach((m, s) => {
    const bestTo = largest(m.kFrom, m, 'to');
    const bestFrom = largest(m.kTo, m, 'from');
    const next = new Array<number>(m.kTo).fill(-1);
    for (let a = 0; a < m.kFrom; a++) {
      const b = bestTo[a];
      if (b !== -1 && bestFrom[b] === a) {
        next[b] = trackOf[a];
        tracks[trackOf[a]][s + 1] = b;
      }
    }
    for (let b = 0; b < m.kTo; b++) if (next[b] === -1) next[b] = start(s + 1, b);
    trackOf = next;
  });
  return tracks;
}

/** For each community on one side, the community on the other side it shares most users with among its successor links (-1: none). */
function largest(k: number, m: StepMatching, other: 'to' | 'from'): Int32Array {
  const best = new Int32Array(k).fill(-1);
  const most = new Int32Array(k);
  for (const f of m.flows) {
    if (!f.successor) continue;
    const [here, there] = other === 'to' ? [f.from, f.to] : [f.to, f.from];
    if (f.users > most[here] || (f.users === most[here] && there < best[here])) {
      most[here] = f.users;
      best[here] = there;
    }
  }
  return best;
}
