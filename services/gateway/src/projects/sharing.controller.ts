import {
  routes,
  type RouteFields,
  type ShareCandidatesAnswer,
  type SharesAnswer,
  type TransferProjectsAnswer,
} from '@kizuna/http-api';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type Project, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode, projectNotFound } from '@kizuna/platform/errors';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { ProjectAccess } from './project-access.service.js';
import { sharesJson } from './project-json.js';
import { ShareDirectory } from './share-directory.service.js';
import { ShareNotices } from './share-notices.service.js';

function sharesAnswer(project: Project | undefined): SharesAnswer {
  if (!project) throw projectNotFound();
  return { status: 'success', shares: sharesJson(project), company_code: project.companyCode };
}

/**
 * Sharing a project with colleagues (issue 30, docs/sharing.md). Who may share is checked twice:
 * here first, so a stranger learns nothing of the colleague's address, and in the projects service.
 */
@Controller()
export class SharingController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ProjectAccess,
    private readonly directory: ShareDirectory,
    private readonly notices: ShareNotices,
  ) {}

  @Route(routes.shareProject)
  async share(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'shareProject'>,
  ): Promise<SharesAnswer> {
    await this.access.project(actor, { projectId: f.project_id }, 'own');
    const user = await this.directory.approvedUser(f.email);
    const reply = await this.bus.request(Topic.ProjectsShare, {
      actor,
      projectId: f.project_id,
      share: { userId: user.id, email: user.email, name: user.username, role: f.role },
    });
    const to = { userId: user.id, email: user.email };
    if (reply.project) await this.notices.shared(actor, reply.project, to, f.role, reply.previousRole, req.ip ?? '');
    return sharesAnswer(reply.project);
  }

  @Route(routes.unshareProject)
  async unshare(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'unshareProject'>,
  ): Promise<SharesAnswer> {
    const before = await this.access.project(actor, { projectId: f.project_id }, 'own');
    const reply = await this.bus.request(Topic.ProjectsUnshare, { actor, projectId: f.project_id, email: f.email });
    const gone = before.shares.find((s) => s.email.toLowerCase() === f.email.trim().toLowerCase());
    if (reply.project)
      await this.notices.unshared(
        actor,
        reply.project,
        { userId: gone?.userId ?? '', email: gone?.email ?? f.email },
        reply.previousRole,
        req.ip ?? '',
      );
    return sharesAnswer(reply.project);
  }

  @Route(routes.shareCompany)
  async shareCompany(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'shareCompany'>,
  ): Promise<SharesAnswer> {
    const project = await this.access.project(actor, { projectId: f.project_id }, 'own');
    // The owner's code, also when an admin flips the switch.
    const code = f.on ? await this.directory.supplierCodeOf(project.ownerId) : '';
    if (f.on && !code)
      throw new DomainError(ErrorCode.NoCompanyCode, "The project's owner has no company code to share with.");
    const reply = await this.bus.request(Topic.ProjectsCompanyShare, {
      actor,
      projectId: f.project_id,
      companyCode: code,
    });
    if (reply.project && code !== project.companyCode)
      await this.notices.companyShared(actor, reply.project, code || project.companyCode, f.on, req.ip ?? '');
    return sharesAnswer(reply.project);
  }

  @Route(routes.shareCandidates)
  async shareCandidates(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'shareCandidates'>,
  ): Promise<ShareCandidatesAnswer> {
    return { emails: await this.directory.candidates(f.prefix, actor) };
  }

  @Route(routes.transferProjects)
  async transferProjects(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'transferProjects'>,
  ): Promise<TransferProjectsAnswer> {
    const to = await this.directory.approvedUser(f.to_email);
    const { count } = await this.bus.request(Topic.ProjectsTransfer, {
      actor,
      fromUserId: f.from_user_id,
      to: { userId: to.id, email: to.email, name: to.username },
    });
    await this.notices.transferred(actor, f.from_user_id, { userId: to.id, email: to.email }, count, req.ip ?? '');
    return { status: 'success', count };
  }
}
