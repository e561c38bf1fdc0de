import { type DynamicModule, Module } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import { CONFIG, PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { AnalysisController } from './analysis.controller.js';
import { SeriesController } from './series.controller.js';
import { SeriesQueries } from './results/series/series-queries.js';
import { RunUsersController } from './run-users.controller.js';
import { RunUserKeys } from './results/run-user-keys.js';
import { SeriesRunUsersStore } from './results/series/series-run-users.js';
import { SeriesMovesExport } from './exports/series-moves-export.js';
import { AnalysisJob } from './job/analysis-job.js';
import { WorkWanted } from './failures/work-wanted.js';
import { DatasetInputsLoader } from './job/dataset-inputs.js';
import { RESULT_FILES } from './results/stored/result-files.js';
import { NodeDetails } from './results/node-details.js';
import { RunComparisons } from './results/run-comparisons.js';
import { ResultFormatMigration } from './results/migration/result-format-migration.js';
import { ResultQueries } from './results/result-queries.js';
import { ClusterStyles } from './results/cluster-styles.js';
import { RunMembers } from './results/run-members.js';
import { WholeGraphs } from './results/whole-graphs.js';
import { RunWindows } from './results/run-windows.js';
import { ResultExports } from './exports/result-exports.js';
import { RelationExports } from './exports/relation-exports.js';
import { RelationQueries } from './results/relation-queries.js';
import { CoordinationReader } from './results/coordination/coordination-reader.js';
import { CoordinationQueries } from './results/coordination/coordination-queries.js';
import { CoordinationThread } from './results/coordination/coordination-thread.js';
import { CoordinationExport } from './exports/coordination-export.js';
import { serviceHealthController } from '@kizuna/platform/health';
import { AnalysisWorkerPool } from './worker/analysis-worker-pool.js';

export const ANALYSIS_SERVICE = 'analysis';

/** Community detection jobs and the queries over their results. */
@Module({})
export class AnalysisModule {
  static forRuntime(runtime: PlatformRuntime): DynamicModule {
    return {
      module: AnalysisModule,
      imports: [PlatformModule.forService(ANALYSIS_SERVICE, runtime)],
      controllers: [
        AnalysisController,
        SeriesController,
        RunUsersController,
        serviceHealthController(ANALYSIS_SERVICE, [`documents:${ANALYSIS_SERVICE}`, 'objects']),
      ],
      providers: [
        AnalysisJob,
        WorkWanted,
        DatasetInputsLoader,
        ResultFormatMigration,
        ...RESULT_FILES,
        NodeDetails,
        RunMembers,
        WholeGraphs,
        RunWindows,
        ResultQueries,
        ClusterStyles,
        ResultExports,
        RelationQueries,
        RunComparisons,
        RelationExports,
        SeriesRunUsersStore,
        RunUserKeys,
        SeriesQueries,
        SeriesMovesExport,
        CoordinationReader,
        CoordinationThread,
        CoordinationQueries,
        CoordinationExport,
        {
          // One worker per run holding a turn; the pool ends its workers at shutdown.
          provide: AnalysisWorkerPool,
          useFactory: (config: KizunaConfig) =>
            new AnalysisWorkerPool({
              maxWorkers: config.analysis.concurrency,
              heapMb: config.analysis.workerHeapMb,
              nice: config.workerNice,
            }),
          inject: [CONFIG],
        },
      ],
    };
  }
}
