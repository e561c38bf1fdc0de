import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { ProjectsService } from './projects.service.js';
import { toProjectMessage } from './to-project-message.js';

/** Registering, listing, reading and deleting projects. */
@Controller()
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @MessagePattern(Topic.ProjectsCreate)
  async create(@Payload() req: ReceivedRequestOf<Topic.ProjectsCreate>): Promise<ReplyInitOf<Topic.ProjectsCreate>> {
    const { project, runs, replacedDatasetId } = await this.projects.create(req);
    return { project: toProjectMessage(project, runs), replacedDatasetId: replacedDatasetId ?? '' };
  }

  @MessagePattern(Topic.ProjectsList)
  async list(@Payload() req: ReceivedRequestOf<Topic.ProjectsList>): Promise<ReplyInitOf<Topic.ProjectsList>> {
    const { items, runs, total } = await this.projects.list(req);
    return { projects: items.map((p) => toProjectMessage(p, runs)), countTotal: total };
  }

  @MessagePattern(Topic.ProjectsGet)
  async get(@Payload() req: ReceivedRequestOf<Topic.ProjectsGet>): Promise<ReplyInitOf<Topic.ProjectsGet>> {
    const { project, runs } = await this.projects.get(req);
    return { project: toProjectMessage(project, runs) };
  }

  @MessagePattern(Topic.ProjectsDelete)
  async delete(@Payload() req: ReceivedRequestOf<Topic.ProjectsDelete>): Promise<ReplyInitOf<Topic.ProjectsDelete>> {
    await this.projects.delete(req);
    return { ok: true };
  }
}
