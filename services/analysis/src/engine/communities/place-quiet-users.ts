import type { CsrGraph } from '../network/csr-graph.js';

export interface QuietUsersInput {
  /** Undirected interaction graph. */
  graph: CsrGraph;
  /** Community 0..k-1 of every user; users are moved in place. */
  assignment: Int32Array;
  k: number;
  /**
   * Text similarity of each user's own writing to every community's profile: out[i * k + c] for
   * users[i] (0 when the user wrote nothing the communities use).
   */
  textSimilarity: (users: readonly number[], assignment: Int32Array, k: number) => Float64Array;
  /** Only users with at most this many partners are looked at (default: all). */
  maxPartners?: number;
  /** What a user's own writing counts, in interactions (default 3). */
  textWeight?: number;
}

const DEFAULT_TEXT_WEIGHT = 3;

/**
 * Places users by all the evidence there is, not by one edge: on heavy-tailed data most users
 * retweet once or twice, and a user whose only retweet crosses groups would otherwise follow it.
 * Each interaction is one vote, spread over the communities the partner's own other interactions
 * point to (a partner inside one community says much, a bridge says little); the user's own
 * writing (originals only) is worth `textWeight` votes, spread by its similarity to each
 * community's profile. With one or two partners the text can decide; with many it cannot
 * outvote them. Users without text are left where the graph put them (graphs without text, as
 * the known-group benchmarks, are not changed at all). Profiles and partners' memberships come
 * from the partition before any move, so the order of users does not matter. Returns how many
 * users moved.
 */
export function placeQuietUsers(input: QuietUsersInput): number {
  const { graph, assignment, k } = input;
  const maxPartners = input.maxPartners ?? Infinity;
  const textWeight = input.textWeight ?? DEFAULT_TEXT_WEIGHT;
  // Interaction votes first (cheap); text is worth at most textWeight votes to one community, so
  // only users whose best community leads the next by less can be moved by it.
  const quiet: number[] = [];
  const votes: Float64Array[] = [];
  const partnerShare = new Float64Array(k);
  if (k < 2 || textWeight <= 0) return 0;
  // Each user's interaction weight per community, once: a hub's row is read by all its partners.
  const toCommunity = new Float64Array(graph.n * k);
  const totalWeight = new Float64Array(graph.n);
  for (let v = 0; v < graph.n; v++) {
    for (let p = graph.offsets[v]; p < graph.offsets[v + 1]; p++) {
      toCommunity[v * k + assignment[graph.targets[p]]] += graph.weights[p];
      totalWeight[v] += graph.weights[p];
    }
  }
  for (let u = 0; u < graph.n; u++) {
    const partners = graph.offsets[u + 1] - graph.offsets[u];
    if (partners < 1 || partners > maxPartners) continue;
    const vote = new Float64Array(k);
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      partnerMembership(toCommunity, totalWeight, assignment, k, graph.targets[p], u, graph.weights[p], partnerShare);
      for (let c = 0; c < k; c++) vote[c] += graph.weights[p] * partnerShare[c];
    }
    let lead = -Infinity;
    for (let c = 0; c < k; c++) if (c !== assignment[u]) lead = Math.max(lead, vote[c]);
    if (vote[assignment[u]] - lead >= textWeight) continue;
    quiet.push(u);
    votes.push(vote);
  }
  if (quiet.length === 0) return 0;
  const before = assignment.slice();
  const text = input.textSimilarity(quiet, before, k);
  let moved = 0;
  quiet.forEach((u, i) => {
    let textTotal = 0;
    for (let c = 0; c < k; c++) textTotal += text[i * k + c];
    if (textTotal === 0) return;
    const score = votes[i];
    for (let c = 0; c < k; c++) score[c] += (textWeight * text[i * k + c]) / textTotal;
    let best = before[u];
    for (let c = 0; c < k; c++) if (score[c] > score[best] + 1e-12) best = c;
    if (best !== assignment[u]) {
      assignment[u] = best;
      moved++;
    }
  });
  return moved;
}

/**
 * Share of v's interaction weight in each community, leaving out its tie to `except` (of weight
 * `tie`); v's own community when that tie is all it has.
 */
function partnerMembership(
  toCommunity: Float64Array,
  totalWeight: Float64Array,
  assignment: Int32Array,
  k: number,
  v: number,
  except: number,
  tie: number,
  out: Float64Array,
): void {
  const total = totalWeight[v] - tie;
  if (total <= 1e-12) {
    out.fill(0);
    out[assignment[v]] = 1;
    return;
  }
  for (let c = 0; c < k; c++) out[c] = toCommunity[v * k + c] / total;
  out[assignment[except]] -= tie / total;
}
