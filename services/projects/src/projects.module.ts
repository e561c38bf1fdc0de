import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { serviceHealthController } from '@kizuna/platform/health';
import { AnalysisReportsController } from './analysis-reports.controller.js';
import { PerProjectQueue } from './per-project-queue.js';
import { ProjectStatusSync } from './project-status-sync.js';
import { ProjectsController } from './projects.controller.js';
import { ProjectSharing } from './project-sharing.service.js';
import { SharingController } from './sharing.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectDocumentsFormat } from './documents-format.js';
import { ProjectsService } from './projects.service.js';
import { RegistrationSweeper } from './registration-sweeper.js';
import { RunOutbox } from './run-outbox.js';
import { OrphanSweep } from './orphan-sweep.js';
import { RunLiveness } from './run-liveness.js';
import { RunProgress } from './run-progress.js';
import { RunRemover } from './run-remover.js';
import { RemovalLedger } from './removal-ledger.js';
import { RunRequests } from './run-requests.js';
import { RunResumer } from './run-resumer.js';
import { RunRetrier } from './run-retrier.js';
import { RunStarter } from './run-starter.js';
import { RunsController } from './runs.controller.js';
import { SeriesController } from './series.controller.js';
import { SeriesRepository } from './series.repository.js';
import { SeriesService } from './series.service.js';
import { LabelsController } from './labels/labels.controller.js';
import { LabelsRepository } from './labels/labels.repository.js';
import { LabelsService } from './labels/labels.service.js';
import { LabelOutbox } from './labels/label-outbox.js';
import { LabelChangeSweep } from './labels/label-change-sweep.js';
import { LabelPages } from './labels/label-pages.js';

export const PROJECTS_SERVICE = 'projects';

/** Projects, runs (process ids) and their status lifecycle. */
@Module({})
export class ProjectsModule {
  static forRuntime(runtime: PlatformRuntime): DynamicModule {
    return {
      module: ProjectsModule,
      imports: [PlatformModule.forService(PROJECTS_SERVICE, runtime)],
      controllers: [
        ProjectsController,
        RunsController,
        SeriesController,
        LabelsController,
        SharingController,
        AnalysisReportsController,
        serviceHealthController(PROJECTS_SERVICE, [`documents:${PROJECTS_SERVICE}`]),
      ],
      providers: [
        ProjectDocumentsFormat,
        ProjectsRepository,
        PerProjectQueue,
        ProjectStatusSync,
        RunOutbox,
        RunRequests,
        ProjectsService,
        ProjectSharing,
        RunStarter,
        RunRetrier,
        RunRemover,
        RemovalLedger,
        RunProgress,
        RunLiveness,
        OrphanSweep,
        RunResumer,
        RegistrationSweeper,
        SeriesRepository,
        SeriesService,
        LabelsRepository,
        LabelsService,
        LabelPages,
        LabelOutbox,
        LabelChangeSweep,
      ],
    };
  }
}
