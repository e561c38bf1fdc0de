import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { ProjectsService } from './projects.service.js';
import { toProjectMessage } from './to-project-message.js';

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
    await this.projects.delete(req.projectId);
    return { ok: true };
  }

  @MessagePattern(Topic.ProjectsStart)
  async start(@Payload() req: ReceivedRequestOf<Topic.ProjectsStart>): Promise<ReplyInitOf<Topic.ProjectsStart>> {
    await this.projects.start(req);
    return { ok: true };
  }

  @MessagePattern(Topic.ProjectsRunAdd)
  async addRun(@Payload() req: ReceivedRequestOf<Topic.ProjectsRunAdd>): Promise<ReplyInitOf<Topic.ProjectsRunAdd>> {
    const { run, project, runs } = await this.projects.addRun(req);
    return { processId: run._id, project: toProjectMessage(project, runs) };
  }

  @MessagePattern(Topic.ProjectsRunRetry)
  async retryRun(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsRunRetry>,
  ): Promise<ReplyInitOf<Topic.ProjectsRunRetry>> {
    const { project, runs } = await this.projects.retryRun(req);
    return { project: toProjectMessage(project, runs) };
  }

  @MessagePattern(Topic.ProjectsRunDelete)
  async deleteRun(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsRunDelete>,
  ): Promise<ReplyInitOf<Topic.ProjectsRunDelete>> {
    const { project, runs } = await this.projects.deleteRun(req);
    return { project: toProjectMessage(project, runs) };
  }

  @EventPattern(Topic.AnalysisProgress)
  onProgress(@Payload() e: ReceivedEventOf<Topic.AnalysisProgress>): Promise<void> {
    return this.projects.onProgress(e.processId, e.stage, e.percent, e.queuePosition);
  }

  @EventPattern(Topic.AnalysisCompleted)
  onCompleted(@Payload() e: ReceivedEventOf<Topic.AnalysisCompleted>): Promise<void> {
    const t = e.stageTimes;
    return this.projects.onCompleted(
      e.processId,
      e.nodeCount,
      e.edgeCount,
      e.skippedPosts,
      t && {
        tokenize_ms: t.tokenizeMs,
        network_ms: t.networkMs,
        communities_ms: t.communitiesMs,
        keywords_ms: t.keywordsMs,
        layout_ms: t.layoutMs,
        write_ms: t.writeMs,
      },
    );
  }

  @EventPattern(Topic.AnalysisFailed)
  onFailed(@Payload() e: ReceivedEventOf<Topic.AnalysisFailed>): Promise<void> {
    return this.projects.onFailed(e.processId, e.failureCode, e.reason, e.message);
  }
}
