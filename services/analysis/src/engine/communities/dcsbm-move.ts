import { xlogx, type BlockCounts } from './dcsbm-likelihood.js';

/**
 * What a single user's move reads of the user: its tie weight to each block (`tie[t]`, the other
 * users of block t), the blocks it has ties to (`touched[0 .. touchedCount)`; a list of every block
 * also serves, at the cost of visiting blocks without ties), its self-loop weight and its degree.
 * One value per refinement, refilled for each user, so that a move allocates nothing.
 */
export interface UserTies {
  tie: Float64Array;
  touched: Int32Array;
  touchedCount: number;
  self: number;
  degree: number;
}

/**
 * Change of the degree-corrected block model's log-likelihood when the user moves from block r to
 * block s. Only the rows and columns r and s of the block counts change; blocks the user has no tie
 * to contribute nothing but through r and s.
 */
export function moveGain(counts: BlockCounts, user: UserTies, r: number, s: number): number {
  const { k, between, degree } = counts;
  const { tie, touched, touchedCount, self, degree: d } = user;
  const er = tie[r];
  const es = tie[s];
  let delta = 0;
  for (let i = 0; i < touchedCount; i++) {
    const t = touched[i];
    if (t === r || t === s) continue;
    const et = tie[t];
    if (et === 0) continue;
    const mrt = between[r * k + t];
    const mst = between[s * k + t];
    delta += 2 * (xlogx(mrt - et) - xlogx(mrt) + xlogx(mst + et) - xlogx(mst));
  }
  const mrr = between[r * k + r];
  const mss = between[s * k + s];
  const mrs = between[r * k + s];
  delta += xlogx(mrr - 2 * er - self) - xlogx(mrr);
  delta += xlogx(mss + 2 * es + self) - xlogx(mss);
  delta += 2 * (xlogx(mrs + er - es) - xlogx(mrs));
  delta -= 2 * (xlogx(degree[r] - d) - xlogx(degree[r]) + xlogx(degree[s] + d) - xlogx(degree[s]));
  return delta;
}

/** Updates the block counts for the user's move from block r to block s (see moveGain). */
export function applyMove(counts: BlockCounts, user: UserTies, r: number, s: number): void {
  const { k, between, degree, size } = counts;
  const { tie, touched, touchedCount, self, degree: d } = user;
  const er = tie[r];
  const es = tie[s];
  for (let i = 0; i < touchedCount; i++) {
    const t = touched[i];
    if (t === r || t === s) continue;
    const et = tie[t];
    between[r * k + t] -= et;
    between[t * k + r] -= et;
    between[s * k + t] += et;
    between[t * k + s] += et;
  }
  between[r * k + r] -= 2 * er + self;
  between[s * k + s] += 2 * es + self;
  between[r * k + s] += er - es;
  between[s * k + r] += er - es;
  degree[r] -= d;
  degree[s] += d;
  size[r]--;
  size[s]++;
}
