import { gzipSync } from 'node:zlib';
import os from 'node:os';
import { encodeWholeGraph } from '@kizuna/proto/graph-binary';
import { layoutCommunities, placeEveryone, selectDisplayed } from '@kizuna/analysis/engine/layout';
import { pageRank } from '@kizuna/analysis/engine/network';
import {
  layoutNetwork,
  nearestSameGroupShare,
  placeUnrelated,
  plantedNetwork,
  relatedOverRandomDistance,
  type PlantedNetwork,
} from '@kizuna/analysis/engine/network-layout';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { loadAverage } from '../support/analysed-project.js';
import { fixed, printTable, seconds } from '../support/table.js';

/** Sizes measured: a small project, and the 150 MB upload's users over the mixing range. */
const CASES = [
  { users: 20_000, groups: 6, across: 0.1 },
  { users: 104_000, groups: 10, across: 0.1 },
  { users: 104_000, groups: 10, across: 0.15 },
  { users: 104_000, groups: 10, across: 0.2 },
];
/** Users drawn by today's community view. */
const DISPLAY_CAP = 2_000;

/**
 * The project's layout by relations (docs/graph-layout.md) beside today's community view (bubbles
 * with members on a spiral by centrality), on planted networks: issue 59's measures (a) and (b),
 * the layout's time and CPU, and the whole-graph answer's size on the wire.
 */
export function layoutBench(): void {
  console.log('\n## The layout by relations (issue 59)\n');
  console.log(
    `${describeHostReference(measureHostReference())}; load average ${loadAverage()} (${os.cpus().length} cores)\n`,
  );
  const rows: Array<Array<string | number>> = [];
  for (const { users, groups, across } of CASES) {
    const planted = plantedNetwork({ users, groups, unrelated: 0.15, across, seed: 1 });
    const pairs = planted.graph.targets.length / 2;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { x, y } = layoutNetwork(planted.graph);
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    placeUnrelated(x, y, planted.group, planted.groups);
    const spiral = todaysView(planted);
    const wire = gzipSync(wholeGraphBytes(planted, x, y), { level: 6 }).length;
    rows.push([
      users.toLocaleString('en'),
      Math.round(pairs).toLocaleString('en'),
      groups,
      across,
      fixed(nearestSameGroupShare(x, y, planted.group)),
      fixed(relatedOverRandomDistance(x, y, planted.graph, planted.group)),
      fixed(nearestSameGroupShare(spiral.x, spiral.y, planted.group)),
      fixed(relatedOverRandomDistance(spiral.x, spiral.y, planted.graph, planted.group)),
      seconds(wallMs),
      seconds((used.user + used.system) / 1000),
      `${(wire / 1e6).toFixed(2)} MB`,
    ]);
  }
  printTable(
    [
      'users',
      'related pairs',
      'groups',
      'across',
      '(a) layout',
      '(b) layout',
      '(a) today',
      '(b) today',
      'layout wall',
      'layout CPU',
      'answer gzipped',
    ],
    rows,
  );
  console.log(
    `\n(a): share of each user's 10 nearest on the picture in its planted group (goal ≥ 0.8); (b): median distance of related pairs over random pairs of a community (goal ≤ 0.6). Communities: the planted groups. 15 % of users have no relation. ${describeHostReference(measureHostReference())}; load average ${loadAverage()}`,
  );
}

/** Today's community view of the same users: bubbles by community, every user on its spiral. */
function todaysView(planted: PlantedNetwork): { x: Float64Array; y: Float64Array } {
  const { graph, directed, group, groups } = planted;
  const pagerank = pageRank(directed);
  const degree = Int32Array.from({ length: graph.n }, (_, u) => graph.offsets[u + 1] - graph.offsets[u]);
  const sizes = new Array<number>(groups).fill(0);
  for (const g of group) sizes[g]++;
  const displayed = selectDisplayed(group, pagerank, degree, groups, DISPLAY_CAP);
  return placeEveryone(layoutCommunities({ sizes, displayed, users: graph.n }), group);
}

function wholeGraphBytes(planted: PlantedNetwork, x: Float64Array, y: Float64Array): Uint8Array {
  const { graph, group, groups } = planted;
  const n = graph.n;
  const positions = new Float32Array(2 * n);
  for (let u = 0; u < n; u++) [positions[2 * u], positions[2 * u + 1]] = [x[u], y[u]];
  const pairs: number[] = [];
  const weights: number[] = [];
  for (let u = 0; u < n; u++)
    for (let p = graph.offsets[u]; p < graph.offsets[u + 1]; p++)
      if (graph.targets[p] > u) {
        pairs.push(u, graph.targets[p]);
        weights.push(graph.weights[p]);
      }
  const day = Date.UTC(2024, 0, 1);
  const ids = Array.from({ length: n }, (_, u) => `user_${u.toString(36)}_${(u * 2654435761) % 1_000_003}`);
  return encodeWholeGraph({
    laidOutByRelations: true,
    communityCount: groups,
    positions,
    community: group,
    degree: Int32Array.from({ length: n }, (_, u) => graph.offsets[u + 1] - graph.offsets[u]),
    pagerank: pageRank(planted.directed),
    // Activity over a week, as a post set's.
    firstTime: Float64Array.from({ length: n }, (_, u) => day + ((u * 7919) % 604_800) * 1000),
    lastTime: Float64Array.from({ length: n }, (_, u) => day + ((u * 7919) % 604_800) * 1000 + 3_600_000),
    pairs,
    pairWeights: weights,
    ids,
    // A quarter of the users spell their name with capitals.
    labels: ids.map((id, u) => (u % 4 === 0 ? id.toUpperCase() : id)),
  });
}
