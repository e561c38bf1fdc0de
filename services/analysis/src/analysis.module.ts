import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { AnalysisController } from './analysis.controller.js';
import { AnalysisJob } from './job/analysis-job.js';
import { DatasetInputsLoader } from './job/dataset-inputs.js';
import { AnalysisRunner } from './job/analysis-runner.js';
import { ResultStore } from './results/result-store.js';
import { serviceHealthController } from '@kizuna/platform/health';

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
        serviceHealthController(ANALYSIS_SERVICE, [`documents:${ANALYSIS_SERVICE}`, 'objects']),
      ],
      providers: [AnalysisJob, AnalysisRunner, DatasetInputsLoader, ResultStore],
    };
  }
}
