import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { RunResult } from '../../engine/analysis-result.js';
import { FailureCode } from '../../failures/job-failure.js';
import { encodeRun, type EncodedRun } from '../encoded-run.js';
import { NODE_SHARDS, resultKeys, SERIES_MOVES_EXPORT, stagingId } from '../result-keys.js';
import { encodeWindow, type EncodedWindow } from '../window-codec.js';
import { RESULT_FORMAT_VERSION } from './result-format.js';
import type { SavedSummary } from './run-summaries.js';
import { KeptExports } from './kept-exports.js';
import { putBytes, putJson } from './stored-objects.js';

const NDJSON = 'application/x-ndjson';

/**
 * Writes a run's result files (each read by its own reader in this folder) and deletes a run's
 * or a dataset's. Graph and community files are stored as the exact bodies the API answers with.
 */
@Injectable()
export class RunWriter {
  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    // Absent in tests that write runs only.
    @Optional() private readonly kept?: KeptExports,
  ) {}

  /**
   * Writes a run under its staging folder: as encodeRun made it (in the analysis worker), or a whole result (analyzePrepared's
   * or analyze's), encoded here.
   * Its users' posts are the dataset's (DatasetUserPosts). A redelivered job overwrites; the
   * summary goes last and marks the result complete. `check` runs before each file and throws
   * when the run was removed meanwhile, so nothing more is written for it. The run's own files are
   * written under its staging folder, seen by nobody until publish moves them into place; the
   * window texts are the dataset's, shared by its runs (each file whole or absent).
   */
  async stage(
    processId: string,
    datasetId: string,
    result: EncodedRun | RunResult,
    window?: EncodedWindow,
    check: () => void = () => undefined,
  ): Promise<void> {
    const run = 'nodeShards' in result ? result : encodeRun(result);
    const store = this.objects;
    const staged = stagingId(processId);
    // What an attempt cut off by a crash left there.
    await store.deletePrefix(resultKeys.prefix(staged));
    // Only puts and deletes are used below; each put is checked first.
    const objects = {
      put: (...args: Parameters<ObjectStore['put']>) => {
        check();
        return store.put(...args);
      },
      delete: (key: string) => store.delete(key),
    } as ObjectStore;
    await putJson(objects, resultKeys.graph(staged), { data: run.graph }, FailureCode.NodePositions);
    for (const [c, community] of run.communities.entries()) {
      const { keywords, headers, tweets, has_followers, cluster_id, name, color, size } = community;
      await putJson(
        objects,
        resultKeys.cluster(staged, cluster_id),
        { data: { keywords, headers, tweets, has_followers, cluster_id, name, color, size } },
        FailureCode.Cluster,
      );
      await putBytes(objects, resultKeys.members(staged, cluster_id), run.members[c], FailureCode.Cluster, NDJSON);
    }
    // After the member files: it points into them.
    await putBytes(objects, resultKeys.membership(staged), run.membership, FailureCode.Cluster);
    await putBytes(objects, resultKeys.edges(staged), run.edges, FailureCode.Cluster, NDJSON);
    const encoded = window ?? ('window' in result ? encodeWindow(result.window) : undefined);
    if (!encoded) throw new Error(`run ${processId} saved without its window index`);
    // The texts first: an index is only of use with them.
    if (encoded.texts)
      await putBytes(objects, resultKeys.windowTexts(datasetId, encoded.textsName), encoded.texts, FailureCode.Cluster);
    await putBytes(objects, resultKeys.window(staged), encoded.index, FailureCode.Cluster);
    await putBytes(objects, resultKeys.userKeys(staged), encoded.userKeys, FailureCode.Cluster);
    await putJson(objects, resultKeys.relations(staged), run.relations, FailureCode.Cluster);
    for (let s = 0; s < NODE_SHARDS; s++)
      await putBytes(objects, resultKeys.nodeShard(staged, s), run.nodeShards[s], FailureCode.Node);
    await putJson(
      objects,
      resultKeys.summary(staged),
      { ...run.summary, dataset_id: datasetId, format_version: RESULT_FORMAT_VERSION } satisfies SavedSummary,
      FailureCode.Final,
    );
  }

  /** Writes a run and makes it visible at once (the analysis job checks the run is still wanted between the two). */
  async save(processId: string, datasetId: string, result: EncodedRun | RunResult, window?: EncodedWindow) {
    await this.stage(processId, datasetId, result, window);
    await this.publish(processId);
  }

  /**
   * Makes a staged run visible: its staging folder becomes its result folder in one move (a rename
   * on a local folder). Whatever was there before (nothing, for a run that was never done) goes.
   */
  async publish(processId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.prefix(processId));
    await this.objects.movePrefix(resultKeys.prefix(stagingId(processId)), resultKeys.prefix(processId));
  }

  /**
   * A run's results, published or still being written, and the series downloads other runs keep
   * that name it (first: its references to them go with its folder).
   */
  async deleteRun(processId: string): Promise<void> {
    const refs = resultKeys.seriesRefsPrefix(processId);
    for (const ref of await this.objects.list(refs))
      await this.kept?.dropOnDemand(ref.slice(refs.length), SERIES_MOVES_EXPORT);
    await this.objects.deletePrefix(resultKeys.prefix(stagingId(processId)));
    await this.objects.deletePrefix(resultKeys.prefix(processId));
  }

  async deleteDataset(datasetId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.datasetPrefix(datasetId));
  }
}
