import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { RunRemover } from './run-remover.js';
import { RunRetrier } from './run-retrier.js';
import { RunStarter } from './run-starter.js';
import { toProjectMessage } from './to-project-message.js';

/** What a user does to a project's runs: start, add, retry, remove. */
@Controller()
export class RunsController {
  constructor(
    private readonly starter: RunStarter,
    private readonly retrier: RunRetrier,
    private readonly remover: RunRemover,
  ) {}

  @MessagePattern(Topic.ProjectsStart)
  async start(@Payload() req: ReceivedRequestOf<Topic.ProjectsStart>): Promise<ReplyInitOf<Topic.ProjectsStart>> {
    await this.starter.start(req);
    return { ok: true };
  }

  @MessagePattern(Topic.ProjectsRunAdd)
  async addRun(@Payload() req: ReceivedRequestOf<Topic.ProjectsRunAdd>): Promise<ReplyInitOf<Topic.ProjectsRunAdd>> {
    const { run, project, runs } = await this.starter.addRun(req);
    return { processId: run._id, project: toProjectMessage(project, runs) };
  }

  @MessagePattern(Topic.ProjectsRunRetry)
  async retryRun(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsRunRetry>,
  ): Promise<ReplyInitOf<Topic.ProjectsRunRetry>> {
    const { project, runs } = await this.retrier.retry(req);
    return { project: toProjectMessage(project, runs) };
  }

  @MessagePattern(Topic.ProjectsRunDelete)
  async deleteRun(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsRunDelete>,
  ): Promise<ReplyInitOf<Topic.ProjectsRunDelete>> {
    const { project, runs } = await this.remover.remove(req);
    return { project: toProjectMessage(project, runs) };
  }
}
