import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { ProjectSharing } from './project-sharing.service.js';
import { ProjectsRepository } from './projects.repository.js';
import { toProjectMessage } from './to-project-message.js';

/** Sharing projects with colleagues, taking shares back, handing projects on. */
@Controller()
export class SharingController {
  constructor(
    private readonly sharing: ProjectSharing,
    private readonly repo: ProjectsRepository,
  ) {}

  @MessagePattern(Topic.ProjectsShare)
  async share(@Payload() req: ReceivedRequestOf<Topic.ProjectsShare>): Promise<ReplyInitOf<Topic.ProjectsShare>> {
    const { project, previousRole } = await this.sharing.share(req);
    return { project: toProjectMessage(project, await this.repo.runsOf([project._id])), previousRole };
  }

  @MessagePattern(Topic.ProjectsUnshare)
  async unshare(@Payload() req: ReceivedRequestOf<Topic.ProjectsUnshare>): Promise<ReplyInitOf<Topic.ProjectsUnshare>> {
    const { project, previousRole } = await this.sharing.unshare(req);
    return { project: toProjectMessage(project, await this.repo.runsOf([project._id])), previousRole };
  }

  @MessagePattern(Topic.ProjectsCompanyShare)
  async companyShare(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsCompanyShare>,
  ): Promise<ReplyInitOf<Topic.ProjectsCompanyShare>> {
    const project = await this.sharing.companyShare(req);
    return { project: toProjectMessage(project, await this.repo.runsOf([project._id])) };
  }

  @MessagePattern(Topic.ProjectsTransfer)
  async transfer(
    @Payload() req: ReceivedRequestOf<Topic.ProjectsTransfer>,
  ): Promise<ReplyInitOf<Topic.ProjectsTransfer>> {
    return { count: await this.sharing.transfer(req) };
  }

  @EventPattern(Topic.AuthUserWithdrawn)
  async onUserWithdrawn(@Payload() e: ReceivedEventOf<Topic.AuthUserWithdrawn>): Promise<void> {
    await this.sharing.withdraw(e.userId);
  }
}
