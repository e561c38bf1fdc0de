import { Injectable } from '@nestjs/common';
import { type Project, Topic } from '@kizuna/proto';
import { AccessAction, type ProjectAction, RunStatus } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { Actor } from '../auth/actor.js';
import { ProjectAccess } from '../projects/project-access.service.js';

/** Who may read a run's results (ProjectPolicy), and the access log a result view leaves, a colleague's as the owner's (spec §6, §7). */
@Injectable()
export class ResultAccess {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ProjectAccess,
  ) {}

  /** The run's project, when the actor may do the action (read, by default) and the run has finished. */
  async doneRun(actor: Actor, processId: string, action: ProjectAction = 'view'): Promise<Project> {
    const project = await this.access.project(actor, { processId }, action);
    const run = project.runs.find((r) => r.processId === processId);
    if (run?.status !== RunStatus.DONE) throw new DomainError(ErrorCode.RunNotDone, 'This analysis has no result yet.');
    return project;
  }

  /** As doneRun, and logged as a result view: opening the graph is what the spec counts. */
  async view(actor: Actor, processId: string, clientAddress = ''): Promise<Project> {
    const project = await this.doneRun(actor, processId);
    await this.bus.emit(Topic.AccessLogged, {
      typeAction: AccessAction.RESULT_VIEW,
      userId: actor.userId,
      userName: actor.name,
      userEmail: actor.email,
      projectId: project.projectId,
      projectName: project.projectName,
      processId,
      at: new Date().toISOString(),
      clientAddress,
      detail: '',
    });
    return project;
  }
}
