import { Injectable } from '@nestjs/common';
import { type Project, Topic } from '@kizuna/proto';
import type { ProjectAction, PolicyProject } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import { assertProjectAccess, projectNotFound } from '@kizuna/platform/errors';
import type { Actor } from '../auth/actor.js';

/** A project message as ProjectPolicy reads it. */
export function policyProject(project: Project): PolicyProject {
  return { ownerId: project.ownerId, shares: project.shares, companyCode: project.companyCode };
}

/**
 * Finds a project and checks ProjectPolicy (owner, share role or admin; docs/sharing.md) for
 * what the caller is about to do with it: view by default. One the caller may not view answers
 * as one that does not exist (projectNotFound).
 */
@Injectable()
export class ProjectAccess {
  constructor(private readonly bus: BusClient) {}

  async project(
    actor: Actor,
    ref: { projectId?: string; processId?: string },
    action: ProjectAction = 'view',
  ): Promise<Project> {
    const { project } = await this.bus.request(Topic.ProjectsGet, {
      projectId: ref.projectId ?? '',
      processId: ref.processId ?? '',
    });
    if (!project) throw projectNotFound();
    assertProjectAccess(actor, policyProject(project), action);
    return project;
  }
}
