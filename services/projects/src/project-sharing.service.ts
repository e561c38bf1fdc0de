import { Injectable } from '@nestjs/common';
import { type ReceivedRequestOf, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { Clock } from '@kizuna/platform/clock';
import { DomainError, ErrorCode, projectNotFound } from '@kizuna/platform/errors';
import { isShareRole } from '@kizuna/proto/rules';
import { PerProjectQueue } from './per-project-queue.js';
import type { ProjectRecord, ShareRecord } from './project-record.js';
import { ProjectsRepository } from './projects.repository.js';
import { checkAccess } from './run-access.js';

/**
 * Who a project is shared with (docs/sharing.md): colleagues by role, the whole company code,
 * shares taken back when an account is withdrawn, and a departed user's projects handed on.
 * Each change of one project runs in its queue, so two quick changes cannot undo each other.
 */
@Injectable()
export class ProjectSharing {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly queue: PerProjectQueue,
    private readonly clock: Clock,
    private readonly bus: BusClient,
  ) {}

  /** Adds the colleague, or changes their role; answers the role they had before ('' for none). */
  share(req: ReceivedRequestOf<Topic.ProjectsShare>): Promise<{ project: ProjectRecord; previousRole: string }> {
    const wanted = req.share;
    if (!wanted || !isShareRole(wanted.role))
      throw new DomainError(ErrorCode.ShareRoleInvalid, 'The role must be viewer or editor.');
    return this.queue.run([req.projectId], async () => {
      const project = await this.ownedProject(req.projectId, req.actor);
      if (wanted.userId === project.owner_id || wanted.userId === req.actor?.userId)
        throw new DomainError(ErrorCode.ShareSelf, 'A project cannot be shared with its owner or yourself.');
      const shares = project.shares;
      const before = shares.find((s) => s.user_id === wanted.userId);
      const entry: ShareRecord = {
        user_id: wanted.userId,
        email: wanted.email,
        name: wanted.name,
        role: wanted.role as ShareRecord['role'],
        shared_at: before?.shared_at ?? this.clock.iso(),
      };
      const next = before ? shares.map((s) => (s.user_id === wanted.userId ? entry : s)) : [...shares, entry];
      // The account may be withdrawn while the share is written: asked before and again after, so
      // that a withdrawal's clean-up that looked for its shares before this one was written does
      // not leave it behind (the second answer sees the withdrawal and takes the share back).
      if (!(await this.stillApproved(wanted.userId))) throw shareTargetGone(wanted.email);
      const shared = await this.setShares(project, next);
      if (!(await this.stillApproved(wanted.userId))) {
        await this.setShares(
          shared,
          shared.shares.filter((s) => s.user_id !== wanted.userId),
        );
        throw shareTargetGone(wanted.email);
      }
      return { project: shared, previousRole: before?.role ?? '' };
    });
  }

  /** Whether the account is approved and not deleted now, as the auth service has it. */
  private async stillApproved(userId: string): Promise<boolean> {
    const { user } = await this.bus.request(Topic.AuthUserGet, { userId });
    return !!user && user.isApproved && !user.isDeleted;
  }

  /** Takes one colleague's share away; answers the role they had. */
  unshare(req: ReceivedRequestOf<Topic.ProjectsUnshare>): Promise<{ project: ProjectRecord; previousRole: string }> {
    const email = req.email.trim().toLowerCase();
    return this.queue.run([req.projectId], async () => {
      const project = await this.ownedProject(req.projectId, req.actor);
      const shares = project.shares;
      const gone = shares.find((s) => s.email.toLowerCase() === email);
      if (!gone) throw new DomainError(ErrorCode.NotShared, 'The project is not shared with this address.', { email });
      const next = shares.filter((s) => s !== gone);
      return { project: await this.setShares(project, next), previousRole: gone.role };
    });
  }

  /** Shares with every approved user of the owner's company code as viewers, or stops (code empty). */
  companyShare(req: ReceivedRequestOf<Topic.ProjectsCompanyShare>): Promise<ProjectRecord> {
    return this.queue.run([req.projectId], async () => {
      const project = await this.ownedProject(req.projectId, req.actor);
      const updated = await this.repo.projects.updateOne(
        { _id: project._id },
        { $set: { company_code: req.companyCode.trim(), updated_at: this.clock.iso() } },
      );
      if (!updated) throw projectNotFound();
      return updated;
    });
  }

  /** An account deleted or no longer approved: every share it had goes at once. */
  async withdraw(userId: string): Promise<number> {
    if (!userId) return 0;
    const affected = await this.repo.projects.find({ 'shares.user_id': userId });
    for (const candidate of affected)
      await this.queue.run([candidate._id], async () => {
        const project = await this.repo.findProject(candidate._id);
        if (project)
          await this.setShares(
            project,
            project.shares.filter((s) => s.user_id !== userId),
          );
      });
    return affected.length;
  }

  /** Hands every project of a departed user to another (admins only); the new owner's own share goes. */
  async transfer(req: ReceivedRequestOf<Topic.ProjectsTransfer>): Promise<number> {
    if (!req.actor?.isAdmin) throw new DomainError(ErrorCode.Forbidden, 'Administrators only.');
    const to = req.to;
    if (!to?.userId || !req.fromUserId) throw new DomainError(ErrorCode.BadRequest, 'Both users are needed.');
    if (to.userId === req.fromUserId)
      throw new DomainError(ErrorCode.ShareSelf, 'The projects already belong to this user.');
    const projects = await this.repo.projects.find({ owner_id: req.fromUserId });
    for (const candidate of projects)
      await this.queue.run([candidate._id], async () => {
        const project = await this.repo.findProject(candidate._id);
        if (!project || project.owner_id !== req.fromUserId) return;
        await this.repo.projects.updateOne(
          { _id: project._id },
          {
            $set: {
              owner_id: to.userId,
              user_name: to.name,
              user_email: to.email,
              shares: project.shares.filter((s) => s.user_id !== to.userId),
              updated_at: this.clock.iso(),
            },
          },
        );
      });
    return projects.length;
  }

  private async ownedProject(projectId: string, actor: ReceivedRequestOf<Topic.ProjectsShare>['actor']) {
    const project = projectId ? await this.repo.findProject(projectId) : null;
    if (!project) throw projectNotFound();
    checkAccess(project, actor, 'own');
    return project;
  }

  private async setShares(project: ProjectRecord, shares: ShareRecord[]): Promise<ProjectRecord> {
    const updated = await this.repo.projects.updateOne(
      { _id: project._id },
      { $set: { shares, updated_at: this.clock.iso() } },
    );
    if (!updated) throw projectNotFound();
    return updated;
  }
}

function shareTargetGone(email: string): DomainError {
  return new DomainError(ErrorCode.ShareUnknownUser, 'No approved user has this address.', { email });
}
