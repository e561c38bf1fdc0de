import { Injectable } from '@nestjs/common';
import type { AnalysisResult, ProgressListener } from '../engine/types.js';
import { runAnalysisInWorker, type AnalysisRequest } from '../worker/run-analysis-in-worker.js';

/** Runs the engine off the event loop, in the process-wide worker pool. */
@Injectable()
export class AnalysisRunner {
  run(request: AnalysisRequest, onProgress?: ProgressListener): Promise<AnalysisResult> {
    return runAnalysisInWorker(request, onProgress);
  }
}
