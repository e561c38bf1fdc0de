import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writePostsCsv } from '../generator/write-csv.js';
import type { KizunaClient } from '../support/kizuna-client.js';
import { graphPostsWithText, type SentencePool, type TextVersion } from './graph-text-versions.js';
import { normalizedMutualInformation } from './nmi.js';
import { parseGml } from './parse-gml.js';

/** The shared graphs with known groups, each with k = its number of groups. */
export const KNOWN_GROUP_GRAPHS = [
  { name: 'karate', attribute: 'club', k: 2 },
  { name: 'polbooks', attribute: 'value', k: 3 },
  { name: 'football', attribute: 'value', k: 12 },
] as const;

export type KnownGroupGraph = (typeof KNOWN_GROUP_GRAPHS)[number];

/** What one graph in one text version gave through the product. */
export interface KnownGroupsOutcome {
  /** NMI of the users' communities against the known groups. */
  nmi: number;
  /** Communities that hold at least one user (the run was asked for the graph's k). */
  nonEmpty: number;
}

/**
 * NMI against the known groups of one graph in one text version, through the whole product:
 * the posts written as a CSV, uploaded, registered with k = the number of groups, analysed, and
 * every user's community read back from the run's GEXF download, as a user would get it.
 */
export async function knownGroupsThroughProduct(
  client: KizunaClient,
  graph: KnownGroupGraph,
  version: TextVersion,
  pool: SentencePool,
  options: { graphsDir: string; workDir: string; seed?: number },
): Promise<KnownGroupsOutcome> {
  const gml = parseGml(readFileSync(path.join(options.graphsDir, graph.name, `${graph.name}.gml`), 'utf8'));
  const { rows, groupOf } = graphPostsWithText(gml, graph.attribute, version, pool, options.seed ?? 1);
  const file = path.join(options.workDir, `${graph.name}-${version}.csv`);
  writePostsCsv(
    file,
    rows.map((r) => ({ ...r, followers: 100 })),
  );
  const project = await client.register(file, String(graph.k));
  await client.analyse(project.projectId, project.runs);
  const gexf = await client.text('/api/v1/analyze/cluster/download_gexf', { process_id: project.runs[0] });
  const found = communitiesFromGexf(gexf);
  const users = [...groupOf.keys()];
  const nmi = normalizedMutualInformation(
    users.map((u) => groupOf.get(u)!),
    users.map((u) => found.get(u) ?? -1),
  );
  return { nmi, nonEmpty: new Set(found.values()).size };
}

/** Community of every user (by screen name) in a GEXF download. */
export function communitiesFromGexf(gexf: string): Map<string, number> {
  const found = new Map<string, number>();
  const node = /<node id="[^"]*" label="([^"]*)"><attvalues><attvalue for="cluster_id" value="(\d+)"\/>/g;
  for (const match of gexf.matchAll(node)) found.set(match[1], Number(match[2]));
  return found;
}
