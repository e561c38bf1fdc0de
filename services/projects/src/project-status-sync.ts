import { Injectable } from '@nestjs/common';
import { Clock } from '@kizuna/platform/clock';
import { projectStatus } from './project-status.js';
import { ProjectsRepository } from './projects.repository.js';

/** Keeps a project's stored status in step with its runs, so lists can sort and filter by it. */
@Injectable()
export class ProjectStatusSync {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly clock: Clock,
  ) {}

  async refresh(projectId: string): Promise<void> {
    const runs = await this.repo.runsOf([projectId]);
    await this.repo.projects.updateOne(
      { _id: projectId },
      { $set: { status: projectStatus(runs), updated_at: this.clock.iso() } },
    );
  }
}
