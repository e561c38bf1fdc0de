import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { ProjectsController } from './projects.controller.js';
import { ProjectsRepository } from './projects.repository.js';
import { ProjectDocumentsFormat } from './documents-format.js';
import { ProjectsService } from './projects.service.js';
import { RegistrationSweeper } from './registration-sweeper.js';
import { RunResumer } from './run-resumer.js';
import { serviceHealthController } from '@kizuna/platform/health';

export const PROJECTS_SERVICE = 'projects';

/** Projects, runs (process ids) and their status lifecycle. */
@Module({})
export class ProjectsModule {
  static forRuntime(runtime: PlatformRuntime): DynamicModule {
    return {
      module: ProjectsModule,
      imports: [PlatformModule.forService(PROJECTS_SERVICE, runtime)],
      controllers: [ProjectsController, serviceHealthController(PROJECTS_SERVICE, [`documents:${PROJECTS_SERVICE}`])],
      providers: [ProjectDocumentsFormat, ProjectsRepository, ProjectsService, RunResumer, RegistrationSweeper],
    };
  }
}
