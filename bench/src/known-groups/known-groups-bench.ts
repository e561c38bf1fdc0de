import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analyze } from '@kizuna/analysis/engine';
import { normalizedMutualInformation, parseGml, postsFromGraph } from '../evaluation/index.js';
import { startKizuna } from '@kizuna/launcher';
import { loadConfig } from '@kizuna/platform/config';
import { sentencePool, TEXT_VERSIONS } from '../evaluation/graph-text-versions.js';
import { KNOWN_GROUP_GRAPHS, knownGroupsThroughProduct } from '../evaluation/known-groups-product.js';
import { KizunaClient } from '../support/kizuna-client.js';
import { repoRoot, sharedGraphsDir } from '../support/paths.js';
import { fixed, printTable } from '../support/table.js';
import { findIgraphPython, igraphReference, type IgraphReference } from './igraph-reference.js';
import { uniformWorkLimits } from '@kizuna/platform/config';

const GRAPHS = [
  { name: 'karate', attribute: 'club', k: 2 },
  { name: 'polbooks', attribute: 'value', k: 3 },
  { name: 'football', attribute: 'value', k: 12 },
];
const SEEDS = 10;

interface OursOnGraph {
  nmi: number[];
  naturalModularity: number[];
  naturalCount: number;
}

function runOurs(gml: string, attribute: string, k: number): OursOnGraph {
  const graph = parseGml(readFileSync(gml, 'utf8'));
  const posts = postsFromGraph(graph);
  const terms = posts.map((): string[] => []);
  const truth = graph.nodes.map((n) => n.attributes[attribute]);
  const result: OursOnGraph = { nmi: [], naturalModularity: [], naturalCount: 0 };
  for (let seed = 1; seed <= SEEDS; seed++) {
    const r = analyze(posts, terms, { k, seed, relations: ['retweet'], displayCap: 2000 });
    const found = graph.nodes.map((n) => r.users[`n${n.id}`].cluster_id);
    result.nmi.push(normalizedMutualInformation(truth, found));
    result.naturalModularity.push(r.summary.natural_modularity);
    if (seed === 1) result.naturalCount = r.summary.natural_communities;
  }
  return result;
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const signedPercent = (ratio: number): string => {
  const value = Math.round(ratio * 10000) / 100;
  return `${value > 0 ? '+' : ''}${(value === 0 ? 0 : value).toFixed(2)}%`;
};

/** Quality on graphs with known groups: NMI at k = number of groups, and modularity beside igraph. */
export function knownGroupsBench(): void {
  console.log('\n## Quality on graphs with known groups\n');
  console.log(
    `Each edge u→v becomes a post by u retweeting v; Kizuna runs with k = number of known groups, seeds 1..${SEEDS}.`,
  );
  const python = findIgraphPython();
  if (!python) console.log('igraph not installed: apt-get install python3-igraph (igraph columns left empty)');
  const rows: Array<Array<string | number>> = [];
  const verdicts: string[] = [];
  for (const { name, attribute, k } of GRAPHS) {
    const gml = path.join(sharedGraphsDir(), name, `${name}.gml`);
    const ours = runOurs(gml, attribute, k);
    const ref: IgraphReference | null = python ? igraphReference(python, gml, k, attribute, SEEDS) : null;
    const igraphBestQ = ref ? Math.max(...ref.leiden_modularity) : NaN;
    const bestExactK = ref ? Math.max(ref.fastgreedy_nmi, ref.walktrap_nmi, ref.eigenvector_nmi) : NaN;
    rows.push([
      name,
      k,
      `${fixed(ours.naturalModularity[0], 4)} (${ours.naturalCount})`,
      fixed(Math.max(...ours.naturalModularity), 4),
      ref ? `${fixed(igraphBestQ, 4)} / ${fixed(mean(ref.leiden_modularity), 4)}` : '–',
      fixed(ours.nmi[0]),
      `${fixed(Math.min(...ours.nmi))}–${fixed(Math.max(...ours.nmi))}`,
      ref ? fixed(ref.fastgreedy_nmi) : '–',
      ref ? fixed(ref.walktrap_nmi) : '–',
      ref
        ? `${fixed(ref.eigenvector_nmi)}${ref.eigenvector_clusters !== k ? ` (${ref.eigenvector_clusters} cl.)` : ''}`
        : '–',
    ]);
    if (ref) {
      const qOk = ours.naturalModularity[0] >= 0.99 * igraphBestQ;
      const nmiOk = Math.min(...ours.nmi) >= bestExactK - 1e-9;
      verdicts.push(
        `${name}: modularity ${qOk ? 'within' : 'NOT within'} 1% of igraph Leiden's best (${signedPercent(ours.naturalModularity[0] / igraphBestQ - 1)}); ` +
          `NMI (worst seed) ${nmiOk ? '≥' : '<'} best igraph exact-k method (${fixed(Math.min(...ours.nmi))} vs ${fixed(bestExactK)})`,
      );
    }
  }
  printTable(
    [
      'graph',
      'k',
      'Q natural, seed 1 (communities)',
      'Q best seed',
      'igraph Leiden Q best / mean',
      'NMI seed 1',
      'NMI all seeds',
      'fastgreedy',
      'walktrap',
      'leading eigenvector',
    ],
    rows,
  );
  for (const v of verdicts) console.log(`- ${v}`);
}

/**
 * The same graphs through the whole product (upload, register, run, GEXF download), each in every
 * text version (graph-text-versions.ts), for text seeds 1..3: NMI mean and worst.
 */
export async function knownGroupsProductBench(): Promise<void> {
  console.log('\n## Known groups through the product, by what the posts say\n');
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-known-bench-'));
  const kizuna = await startKizuna(
    loadConfig({
      DATA_DIR: workDir,
      LOG_LEVEL: 'error',
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '10000',
      WORK_LIMITS: uniformWorkLimits(1_000_000, 10_000),
    }),
  );
  try {
    const client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    const pool = sentencePool(path.resolve(repoRoot(), '../shared/data'));
    const rows: Array<Array<string | number>> = [];
    for (const graph of KNOWN_GROUP_GRAPHS) {
      const row: Array<string | number> = [graph.name, graph.k];
      for (const version of TEXT_VERSIONS) {
        const nmi: number[] = [];
        for (let seed = 1; seed <= 3; seed++) {
          const outcome = await knownGroupsThroughProduct(client, graph, version, pool, {
            graphsDir: sharedGraphsDir(),
            workDir,
            seed,
          });
          nmi.push(outcome.nmi);
        }
        row.push(`${fixed(mean(nmi))} (${fixed(Math.min(...nmi))})`);
      }
      rows.push(row);
    }
    printTable(['graph', 'k', ...TEXT_VERSIONS.map((v) => `${v}: NMI mean (worst)`)], rows);
  } finally {
    await kizuna.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
