import { AnalysisError, AnalysisErrorCode } from '../types.js';
import type { CsrGraph } from '../network/csr-graph.js';
import { connectedComponents } from './connected-components.js';
import { fillEmptyCommunities } from './fill-empty-communities.js';
import { leiden, relabel, type LeidenResult } from './leiden.js';
import { mergeToK } from './merge-to-k.js';
import { placeQuietUsers, type QuietPlacement } from './place-quiet-users.js';
import { modularity } from './modularity.js';
import { splitToK } from './split-to-k.js';
import { chooseByBlockModel, type BlockModelChoice } from './block-model-choice.js';
import { inducedSubgraph } from './induced-subgraph.js';
import type { TextGrouping } from './text-grouping.js';

export interface ExactKInput {
  /** Undirected interaction graph over every user (users without interactions have no edges). */
  graph: CsrGraph;
  k: number;
  seed: number;
  /** Text similarity over the same users. */
  text: TextGrouping;
  /** Leiden's partition of `graph` for this seed, when already computed (it does not depend on k). */
  natural?: LeidenResult;
  /** False: the modularity partition only, without the block model step (bench comparisons). */
  blockModel?: boolean;
  /** Tuning of the placement of users with one or two partners (bench and tests). */
  quiet?: { maxPartners?: number; textWeight?: number };
}

export interface ExactKPartition {
  /** Community 0..k-1 of every user. */
  assignment: Int32Array;
  /** Communities of the natural (Leiden) partition among users with interactions. */
  naturalCount: number;
  naturalModularity: number;
  finalModularity: number;
  /** 1 for users placed by text similarity rather than by the graph. */
  placedByText: Uint8Array;
  /** Every community came from text (no interactions, or too few interacting users for k). */
  textOnly: boolean;
  /** What the degree-corrected block model step kept and why (absent when text alone decided). */
  blockModel?: Omit<BlockModelChoice, 'membership'>;
  /** How much text was trusted to place users with few or balanced ties (absent when text alone decided). */
  quietPlacement?: QuietPlacement;
}

/**
 * Components smaller than this share of the largest component (and never below MIN_CORE_SIZE
 * users) are "dust": a pair or a small star apart from the main conversation. Greedy modularity
 * would lump unrelated dust together into communities of its own, so dust is placed by text instead.
 */
const DUST_FRACTION = 0.01;
const MIN_CORE_SIZE = 3;

/**
 * Exactly k communities: Leiden's natural partition of the core of the graph, merged greedily by
 * modularity to k, or, when it has fewer, split where a bisection costs least modularity. Dust
 * components and users without interactions are then placed by text similarity, a dust component
 * as one unit so that users who interacted stay together.
 */
export function partitionExactK(input: ExactKInput): ExactKPartition {
  const { graph, k, seed, text } = input;
  const n = graph.n;
  if (!Number.isInteger(k) || k < 1)
    throw new AnalysisError(AnalysisErrorCode.InvalidK, `k must be a positive integer, got ${k}`);
  if (n < k) throw new AnalysisError(AnalysisErrorCode.TooFewUsers, `${n} users cannot form ${k} communities`);

  let interacting = 0;
  for (let u = 0; u < n; u++) if (graph.offsets[u + 1] > graph.offsets[u]) interacting++;
  const natural = input.natural ?? leiden(graph, { seed });
  const naturalCount = communitiesWithEdges(graph, natural.membership);
  const naturalModularity = modularity(graph, natural.membership);
  if (interacting < k) {
    const assignment = clusterByTextOnly(k, seed, text, interacting);
    fillEmptyCommunities(graph, assignment, k);
    return {
      assignment,
      naturalCount,
      naturalModularity,
      finalModularity: modularity(graph, assignment),
      placedByText: new Uint8Array(n).fill(1),
      textOnly: true,
    };
  }

  const core = coreNodes(graph, k, natural.membership);
  const coreIds: number[] = [];
  for (let u = 0; u < n; u++) if (core[u]) coreIds.push(u);
  const coreGraph = inducedSubgraph(graph, coreIds);
  let coreMembership = relabel(coreIds.map((u) => natural.membership[u])).membership;
  coreMembership = mergeToK(coreGraph, coreMembership, k);
  coreMembership = relabel(splitToK(coreGraph, coreMembership, k, seed)).membership;
  // Camps with hubs: modularity follows degree, the degree-corrected block model allegiance.
  let blockModel: ExactKPartition['blockModel'];
  if (input.blockModel !== false) {
    const { membership: chosen, ...why } = chooseByBlockModel(coreGraph, coreMembership, k);
    coreMembership = chosen;
    blockModel = why;
  }

  const assignment = new Int32Array(n).fill(-1);
  coreIds.forEach((u, i) => (assignment[u] = coreMembership[i]));
  const placedByText = new Uint8Array(n);
  placeRest(graph, assignment, placedByText, k, text);
  const quietPlacement = placeQuietUsers({
    graph,
    assignment,
    k,
    textSimilarity: (users, current, kk) => text.similarity(users, current, kk),
    ...input.quiet,
  });
  // Placement keeps every community (see placeQuietUsers); this holds the promise whatever a step did.
  fillEmptyCommunities(graph, assignment, k);
  return {
    assignment,
    naturalCount,
    naturalModularity,
    finalModularity: modularity(graph, assignment),
    placedByText,
    textOnly: false,
    blockModel,
    quietPlacement,
  };
}

/** Communities holding at least one user with interactions (isolated users are not communities). */
function communitiesWithEdges(graph: CsrGraph, membership: Int32Array): number {
  const seen = new Set<number>();
  for (let u = 0; u < graph.n; u++) if (graph.offsets[u + 1] > graph.offsets[u]) seen.add(membership[u]);
  return seen.size;
}

/**
 * Users of the core components. When the core has fewer than k natural communities (or users),
 * the next largest components join it first: each is a natural community already, so this costs
 * no modularity, where splitting would (a split of a star cuts off a single leaf).
 */
function coreNodes(graph: CsrGraph, k: number, natural: Int32Array): Uint8Array {
  const { component, count, size } = connectedComponents(graph);
  const hasEdges = new Uint8Array(count);
  for (let u = 0; u < graph.n; u++) if (graph.offsets[u + 1] > graph.offsets[u]) hasEdges[component[u]] = 1;
  // Natural communities never span components, so each community counts for one component.
  const communitiesIn = new Int32Array(count);
  const seen = new Set<number>();
  for (let u = 0; u < graph.n; u++) {
    if (!seen.has(natural[u])) {
      seen.add(natural[u]);
      communitiesIn[component[u]]++;
    }
  }
  const order = Array.from({ length: count }, (_, c) => c)
    .filter((c) => hasEdges[c])
    .sort((a, b) => size[b] - size[a] || a - b);
  const threshold = Math.max(MIN_CORE_SIZE, Math.ceil(DUST_FRACTION * size[order[0]]));
  const inCore = new Uint8Array(count);
  let coreSize = 0;
  let coreCommunities = 0;
  for (const c of order) {
    if (size[c] >= threshold || coreSize < k || coreCommunities < k) {
      inCore[c] = 1;
      coreSize += size[c];
      coreCommunities += communitiesIn[c];
    }
  }
  const result = new Uint8Array(graph.n);
  for (let u = 0; u < graph.n; u++) result[u] = inCore[component[u]];
  return result;
}

/** Dust components and users without interactions join a community by text, a component as one unit. */
function placeRest(
  graph: CsrGraph,
  assignment: Int32Array,
  placedByText: Uint8Array,
  k: number,
  text: TextGrouping,
): void {
  const { component } = connectedComponents(graph);
  const unitOfComponent = new Map<number, number>();
  const units: number[][] = [];
  for (let u = 0; u < graph.n; u++) {
    if (assignment[u] >= 0) continue;
    let unit = unitOfComponent.get(component[u]);
    if (unit === undefined) {
      unit = units.length;
      unitOfComponent.set(component[u], unit);
      units.push([]);
    }
    units[unit].push(u);
  }
  if (units.length === 0) return;
  const placed = text.place(units, assignment, k);
  units.forEach((users, unit) => {
    for (const u of users) {
      assignment[u] = placed[unit];
      placedByText[u] = 1;
    }
  });
}

function clusterByTextOnly(k: number, seed: number, text: TextGrouping, interacting: number): Int32Array {
  const withText = text.usersWithText();
  if (withText < k) {
    const why = interacting === 0 ? 'no interactions' : `only ${interacting} users with interactions`;
    throw new AnalysisError(
      AnalysisErrorCode.NoSignal,
      `The data has ${why} and ${withText} users with usable text: too little for ${k} communities`,
    );
  }
  return text.cluster(k, seed);
}
