import { Injectable } from '@nestjs/common';
import { type Project, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { Actor } from '../auth/actor.js';

/** Anything about a project is for its owner or an admin; this finds the project and checks. */
@Injectable()
export class ProjectAccess {
  constructor(private readonly bus: BusClient) {}

  async project(actor: Actor, ref: { projectId?: string; processId?: string }): Promise<Project> {
    const { project } = await this.bus.request(Topic.ProjectsGet, {
      projectId: ref.projectId ?? '',
      processId: ref.processId ?? '',
    });
    if (!project) throw new DomainError(ErrorCode.NotFound, 'No such project.');
    if (!actor.isAdmin && project.ownerId !== actor.userId)
      throw new DomainError(ErrorCode.Forbidden, 'This project belongs to someone else.');
    return project;
  }
}
