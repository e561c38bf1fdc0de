import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { JsonLogger } from '@kizuna/platform/logging';
import { LOGGER } from '@kizuna/platform/runtime';
import { ProjectsService } from './projects.service.js';

/** At start-up, requests again the runs a stop or crash cut off (see ProjectsService.resumeUnfinished). */
@Injectable()
export class RunResumer implements OnApplicationBootstrap {
  constructor(
    private readonly projects: ProjectsService,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { resumed, failed } = await this.projects.resumeUnfinished();
    if (resumed + failed > 0) this.logger.info('runs cut off by a restart', { resumed, failed });
  }
}
