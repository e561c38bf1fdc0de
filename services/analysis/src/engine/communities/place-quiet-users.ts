import { textAgreement, type TextAgreement } from './text-agreement.js';
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
  /**
   * What a user's own writing counts, in interactions. Left out, it is measured from the file:
   * up to MAX_TEXT_WEIGHT as far as text agrees with the interactions (textAgreement), apart for
   * quiet users (one or two partners) and the rest, since a file's quiet users may write about
   * what their group is about while its busy users post anything (quiet users get the better
   * of the two).
   */
  textWeight?: number;
}

export interface QuietPlacement {
  moved: number;
  /** Text weight used for quiet users (one or two partners) and for the rest, in interactions. */
  textWeight: { quiet: number; busy: number };
  /** Agreement of text with the interactions that set those weights (null when given). */
  agreement: { quiet: TextAgreement; busy: TextAgreement } | null;
}

/** Text at full trust is worth this many interactions. */
export const MAX_TEXT_WEIGHT = 3;
/** Agreement (kappa less its noise) at which text earns its full weight. */
const FULL_TRUST = 0.5;
/** Users with at most this many partners are "quiet". */
const QUIET_PARTNERS = 2;
/** Users per group read to measure agreement: more changes the estimate by less than its noise. */
const AGREEMENT_SAMPLE = 3_000;

/**
 * Places users by all the evidence there is, not by one edge: on heavy-tailed data most users
 * retweet once or twice, and a user whose only retweet crosses groups would otherwise follow it.
 * Each interaction is one vote, spread over the communities the partner's own other interactions
 * point to (a partner inside one community says much, a bridge says little); the user's own
 * writing (originals only, compared with profiles that leave out the user's posts and copies of
 * them) is worth `textWeight` votes, spread by its similarity to each community's profile. The
 * weight is earned: text that agrees with the interactions no better than chance moves nobody
 * (ordinary chatter would otherwise pull well-connected users across), text that agrees well
 * places quiet users and breaks near ties. Users without text are left where the graph put them.
 * Profiles and partners' memberships come from the partition before any move, so the order of
 * users does not matter, except that a community's last member stays (k communities keep users).
 */
export function placeQuietUsers(input: QuietUsersInput): QuietPlacement {
  const { graph, assignment, k } = input;
  const maxPartners = input.maxPartners ?? Infinity;
  const none: QuietPlacement = { moved: 0, textWeight: { quiet: 0, busy: 0 }, agreement: null };
  if (k < 2 || (input.textWeight ?? 1) <= 0) return none;
  const before = assignment.slice();
  // Each user's interaction weight per community, once: a hub's row is read by all its partners.
  const toCommunity = new Float64Array(graph.n * k);
  const totalWeight = new Float64Array(graph.n);
  for (let v = 0; v < graph.n; v++) {
    for (let p = graph.offsets[v]; p < graph.offsets[v + 1]; p++) {
      toCommunity[v * k + before[graph.targets[p]]] += graph.weights[p];
      totalWeight[v] += graph.weights[p];
    }
  }
  const partnersOf = (u: number): number => graph.offsets[u + 1] - graph.offsets[u];
  const looked = (u: number): boolean => partnersOf(u) >= 1 && partnersOf(u) <= maxPartners;

  let weight = { quiet: input.textWeight ?? 0, busy: input.textWeight ?? 0 };
  let agreement: QuietPlacement['agreement'] = null;
  if (input.textWeight === undefined) {
    const quiet = measureAgreement(input, before, (u) => looked(u) && partnersOf(u) <= QUIET_PARTNERS);
    const busy = measureAgreement(input, before, (u) => looked(u) && partnersOf(u) > QUIET_PARTNERS);
    agreement = { quiet, busy };
    const earned = (a: TextAgreement): number => MAX_TEXT_WEIGHT * Math.min(1, a.trust / FULL_TRUST);
    // Quiet users' own agreement is measured against places set by one or two ties, so it
    // understates text; text that agrees with busy users' well-founded places counts for them too.
    weight = { quiet: Math.max(earned(quiet), earned(busy)), busy: earned(busy) };
  }
  if (weight.quiet <= 0 && weight.busy <= 0) return { ...none, textWeight: weight, agreement };

  // Interaction votes first (cheap); text is worth at most its weight to one community, so only
  // users whose best community leads the next by less can be moved by it.
  const candidates: number[] = [];
  const votes: Float64Array[] = [];
  const weights: number[] = [];
  const partnerShare = new Float64Array(k);
  for (let u = 0; u < graph.n; u++) {
    if (!looked(u)) continue;
    const textWeight = partnersOf(u) <= QUIET_PARTNERS ? weight.quiet : weight.busy;
    if (textWeight <= 0) continue;
    const vote = new Float64Array(k);
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++) {
      partnerMembership(toCommunity, totalWeight, before, k, graph.targets[p], u, graph.weights[p], partnerShare);
      for (let c = 0; c < k; c++) vote[c] += graph.weights[p] * partnerShare[c];
    }
    let lead = -Infinity;
    for (let c = 0; c < k; c++) if (c !== before[u]) lead = Math.max(lead, vote[c]);
    if (vote[before[u]] - lead >= textWeight) continue;
    candidates.push(u);
    votes.push(vote);
    weights.push(textWeight);
  }
  if (candidates.length === 0) return { ...none, textWeight: weight, agreement };
  const text = input.textSimilarity(candidates, before, k);
  // A community keeps its last member: text never empties one (exactly k communities, each with users).
  const sizes = new Int32Array(k);
  for (const c of assignment) sizes[c]++;
  let moved = 0;
  candidates.forEach((u, i) => {
    let textTotal = 0;
    for (let c = 0; c < k; c++) textTotal += text[i * k + c];
    if (textTotal === 0) return;
    const vote = votes[i];
    const own = before[u];
    let best = own;
    if (weights[i] >= MAX_TEXT_WEIGHT) {
      // Text that has earned full trust is a second opinion: votes and text together decide,
      // even against the partition (a quiet user whose one retweet crossed over goes home).
      const score = vote.map((v, c) => v + (weights[i] * text[i * k + c]) / textTotal);
      for (let c = 0; c < k; c++) if (score[c] > score[best] + 1e-12) best = c;
    } else {
      // Text trusted only in part breaks ties, it does not arbitrate between the partners'
      // votes and the partition: only a user whose own community is (one of) their partners'
      // first choice can move, and only when text's lead for the other community exceeds the
      // vote gap. Where partners lean away from the partition (a bridge, an independent), the
      // structure stays the judge.
      let top = 0;
      for (let c = 0; c < k; c++) top = Math.max(top, vote[c]);
      if (vote[own] < top - 1e-9) return;
      let bestGain = 1e-12;
      for (let c = 0; c < k; c++) {
        if (c === own) continue;
        const gain = (weights[i] * (text[i * k + c] - text[i * k + own])) / textTotal - Math.abs(vote[c] - vote[own]);
        if (gain > bestGain) {
          best = c;
          bestGain = gain;
        }
      }
    }
    if (best !== assignment[u] && sizes[assignment[u]] > 1) {
      sizes[assignment[u]]--;
      sizes[best]++;
      assignment[u] = best;
      moved++;
    }
  });
  return { moved, textWeight: weight, agreement };
}

/** Agreement of text with the partition over a fixed, evenly spread sample of the users chosen. */
function measureAgreement(
  input: QuietUsersInput,
  partition: Int32Array,
  chosen: (u: number) => boolean,
): TextAgreement {
  const { graph, k } = input;
  const all: number[] = [];
  for (let u = 0; u < graph.n; u++) if (chosen(u)) all.push(u);
  const stride = Math.max(1, Math.ceil(all.length / AGREEMENT_SAMPLE));
  const sample = stride === 1 ? all : all.filter((_, i) => i % stride === 0);
  const similarity = input.textSimilarity(sample, partition, k);
  return textAgreement(
    sample.map((u) => partition[u]),
    similarity,
    k,
  );
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
