import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { encodeWholeGraph } from '@kizuna/proto/graph-binary';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { placeUnrelated } from '../engine/network-layout/index.js';
import { NETWORK_LAYOUT_VERSION, type NetworkLayout } from './network-layout-file.js';
import type { RunMembership } from './membership-codec.js';
import { resultKeys } from './result-keys.js';
import { MembershipFiles } from './stored/membership-files.js';
import { NetworkLayoutFiles } from './stored/network-layout-files.js';
import { RunSummaries } from './stored/run-summaries.js';

const gzipped = promisify(gzip);

/**
 * A run's whole graph as the binary answer (@kizuna/proto/graph-binary): the project's layout
 * with the run's communities, its users without relations placed by them. Made when first asked
 * and kept gzipped beside the run's files (it never changes: names and colours of communities
 * are not in it), so the gateway streams it as stored with `Content-Encoding: gzip`. The key
 * names the format's version: an answer of another version is made again when next asked.
 */
@Injectable()
export class WholeGraphs {
  /** Answers being made, by run: two requests at once make it once. */
  private readonly making = new Map<string, Promise<string>>();

  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly summaries: RunSummaries,
    private readonly memberships: MembershipFiles,
    private readonly layouts: NetworkLayoutFiles,
  ) {}

  /** The key of the run's gzipped answer; errors.graph_layout_pending while its project has no layout. */
  async key(processId: string): Promise<string> {
    const summary = await this.summaries.get(processId);
    const key = resultKeys.wholeGraph(processId, NETWORK_LAYOUT_VERSION);
    if (await this.objects.stat(key)) return key;
    let making = this.making.get(processId);
    if (!making) {
      making = this.make(processId, summary.dataset_id, key).finally(() => this.making.delete(processId));
      this.making.set(processId, making);
    }
    return making;
  }

  /**
   * Every user's place on the run's whole graph (the project's layout, its users without relations
   * placed by the run's communities) by node id; null while the project has no layout.
   */
  async places(processId: string): Promise<RunPlaces | null> {
    const summary = await this.summaries.get(processId);
    const membership = await this.memberships.get(processId);
    const layout = await this.layouts.get(summary.dataset_id, membership.order);
    if (!layout) return null;
    const { x, y } = runPlaces(layout, membership);
    return { x, y, index: new Map(layout.ids.map((id, u) => [id, u])) };
  }

  private async make(processId: string, datasetId: string, key: string): Promise<string> {
    const membership = await this.memberships.get(processId);
    const layout = await this.layouts.get(datasetId, membership.order);
    if (!layout)
      throw new DomainError(
        ErrorCode.GraphLayoutPending,
        'The picture of every user is still being laid out; the communities’ view is shown meanwhile.',
      );
    const bytes = await gzipped(wholeGraphBytes(layout, membership));
    await this.objects.put(key, bytes, { contentType: 'application/octet-stream' });
    // A run answered before version 2 kept its answer under a key without the version: never read again.
    await this.objects.delete(resultKeys.wholeGraphVersion1(processId));
    return key;
  }
}

/** Each user's place in one run: the project's layout, with the users without relations placed by the run's communities. */
function runPlaces(layout: NetworkLayout, membership: RunMembership): { x: Float64Array; y: Float64Array } {
  const n = layout.x.length;
  if (membership.assignment.length !== n)
    throw new RangeError(`the layout has ${n} users, the run ${membership.assignment.length}`);
  const x = layout.x.slice();
  const y = layout.y.slice();
  placeUnrelated(x, y, membership.assignment, membership.k);
  return { x, y };
}

/** Places by node id (RunPlaces.index gives a user's index in x and y). */
export interface RunPlaces {
  x: Float64Array;
  y: Float64Array;
  index: Map<string, number>;
}

/** The binary answer's bytes for a run (uncompressed). */
export function wholeGraphBytes(layout: NetworkLayout, membership: RunMembership): Uint8Array {
  const n = layout.x.length;
  const { x, y } = runPlaces(layout, membership);
  const positions = new Float32Array(2 * n);
  for (let u = 0; u < n; u++) {
    positions[2 * u] = x[u];
    positions[2 * u + 1] = y[u];
  }
  return encodeWholeGraph({
    laidOutByRelations: true,
    gridFrame: relatedFrame(layout),
    communityCount: membership.k,
    positions,
    community: membership.assignment,
    degree: layout.degree,
    pagerank: layout.pagerank,
    firstTime: layout.firstTime,
    lastTime: layout.lastTime,
    pairs: layout.pairs,
    pairWeights: layout.weights,
    ids: layout.ids,
    labels: layout.labels,
  });
}

/**
 * The bounding box of the users the project's layout places (those with relations): the same for
 * every run and k, so the answer's position grid, laid over it, keeps them on the same points.
 */
function relatedFrame(layout: NetworkLayout): { xMin: number; yMin: number; xMax: number; yMax: number } | undefined {
  let [xMin, yMin, xMax, yMax] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let u = 0; u < layout.x.length; u++) {
    const [x, y] = [layout.x[u], layout.y[u]];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    [xMin, yMin, xMax, yMax] = [Math.min(xMin, x), Math.min(yMin, y), Math.max(xMax, x), Math.max(yMax, y)];
  }
  return Number.isFinite(xMin) ? { xMin, yMin, xMax, yMax } : undefined;
}
