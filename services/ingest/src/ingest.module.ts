import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { IngestController } from './ingest.controller.js';
import { DatasetsService } from './datasets.service.js';
import { RawDataService } from './review/raw-data.service.js';
import { ReviewIndexes } from './review/review-indexes.js';
import { serviceHealthController } from '@kizuna/platform/health';
import { CsvWorkers } from './worker/csv-workers.js';

export const INGEST_SERVICE = 'ingest';

/** CSV inspection, column mapping, row validation and the clean-posts datasets. */
@Module({})
export class IngestModule {
  static forRuntime(runtime: PlatformRuntime): DynamicModule {
    return {
      module: IngestModule,
      imports: [PlatformModule.forService(INGEST_SERVICE, runtime)],
      controllers: [
        IngestController,
        serviceHealthController(INGEST_SERVICE, [`documents:${INGEST_SERVICE}`, 'objects']),
      ],
      providers: [DatasetsService, RawDataService, ReviewIndexes, CsvWorkers],
    };
  }
}
