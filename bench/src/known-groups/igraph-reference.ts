import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchRoot } from '../support/paths.js';

export interface IgraphReference {
  leiden_modularity: number[];
  fastgreedy_nmi: number;
  walktrap_nmi: number;
  eigenvector_nmi: number;
  eigenvector_clusters: number;
  igraph_version: string;
}

const CANDIDATES = [process.env.KIZUNA_PYTHON, 'python3', '/usr/bin/python3'].filter((p): p is string => !!p);

/** A Python that can import igraph (Debian's python3-igraph lives in the system Python), or null. */
export function findIgraphPython(): string | null {
  for (const python of CANDIDATES) {
    const probe = spawnSync(python, ['-c', 'import igraph'], { stdio: 'ignore' });
    if (probe.status === 0) return python;
  }
  return null;
}

export function igraphReference(
  python: string,
  gml: string,
  k: number,
  attribute: string,
  runs: number,
): IgraphReference {
  const script = path.join(benchRoot(), 'python', 'igraph_reference.py');
  const out = spawnSync(python, [script, gml, String(k), attribute, String(runs)], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`igraph reference failed for ${gml}: ${out.stderr}`);
  return JSON.parse(out.stdout) as IgraphReference;
}
