import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { RunResult } from '../../engine/analysis-result.js';
import { FailureCode } from '../../failures/job-failure.js';
import { encodeRun, type EncodedRun } from '../encoded-run.js';
import { NODE_SHARDS, resultKeys } from '../result-keys.js';
import { encodeWindow, type EncodedWindow } from '../window-codec.js';
import { RESULT_FORMAT_VERSION } from './result-format.js';
import type { SavedSummary } from './run-summaries.js';
import { putBytes, putJson } from './stored-objects.js';

const NDJSON = 'application/x-ndjson';

/**
 * Writes a run's result files (each read by its own reader in this folder) and deletes a run's
 * or a dataset's. Graph and community files are stored as the exact bodies the API answers with.
 */
@Injectable()
export class RunWriter {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /**
   * Saves a run: as encodeRun made it (in the analysis worker), or a whole result (analyzePrepared's
   * or analyze's), encoded here.
   * Its users' posts are the dataset's (DatasetUserPosts). A redelivered job overwrites; the
   * summary goes last and marks the result complete. `check` runs before each file and throws
   * when the run was removed meanwhile, so nothing more is written for it.
   */
  async save(
    processId: string,
    datasetId: string,
    result: EncodedRun | RunResult,
    window?: EncodedWindow,
    check: () => void = () => undefined,
  ): Promise<void> {
    const run = 'nodeShards' in result ? result : encodeRun(result);
    const store = this.objects;
    // Only puts and deletes are used below; each put is checked first.
    const objects = {
      put: (...args: Parameters<ObjectStore['put']>) => {
        check();
        return store.put(...args);
      },
      delete: (key: string) => store.delete(key),
    } as ObjectStore;
    await objects.delete(resultKeys.summary(processId));
    // Saved anew in the current format: whatever an upgrade of an older save left is moot.
    await objects.delete(resultKeys.formatProblem(processId));
    await putJson(objects, resultKeys.graph(processId), { data: run.graph }, FailureCode.NodePositions);
    for (const [c, community] of run.communities.entries()) {
      const { keywords, headers, tweets, has_followers, cluster_id, name, color, size } = community;
      await putJson(
        objects,
        resultKeys.cluster(processId, cluster_id),
        { data: { keywords, headers, tweets, has_followers, cluster_id, name, color, size } },
        FailureCode.Cluster,
      );
      await putBytes(objects, resultKeys.members(processId, cluster_id), run.members[c], FailureCode.Cluster, NDJSON);
    }
    // After the member files: it points into them.
    await putBytes(objects, resultKeys.membership(processId), run.membership, FailureCode.Cluster);
    await putBytes(objects, resultKeys.edges(processId), run.edges, FailureCode.Cluster, NDJSON);
    const encoded = window ?? ('window' in result ? encodeWindow(result.window) : undefined);
    if (!encoded) throw new Error(`run ${processId} saved without its window index`);
    // The texts first: an index is only of use with them.
    if (encoded.texts)
      await putBytes(objects, resultKeys.windowTexts(datasetId, encoded.textsName), encoded.texts, FailureCode.Cluster);
    await putBytes(objects, resultKeys.window(processId), encoded.index, FailureCode.Cluster);
    await putJson(objects, resultKeys.relations(processId), run.relations, FailureCode.Cluster);
    for (let s = 0; s < NODE_SHARDS; s++)
      await putBytes(objects, resultKeys.nodeShard(processId, s), run.nodeShards[s], FailureCode.Node);
    await putJson(
      objects,
      resultKeys.summary(processId),
      { ...run.summary, dataset_id: datasetId, format_version: RESULT_FORMAT_VERSION } satisfies SavedSummary,
      FailureCode.Final,
    );
  }

  async deleteRun(processId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.prefix(processId));
  }

  async deleteDataset(datasetId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.datasetPrefix(datasetId));
  }
}
