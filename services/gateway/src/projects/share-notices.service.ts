import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Project, Topic } from '@kizuna/proto';
import { SecurityEventKind, type ShareRole } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { Mailer } from '@kizuna/platform/mail';
import { CONFIG, MAILER } from '@kizuna/platform/runtime';
import type { Actor } from '../auth/actor.js';
import { shareMail } from './share-mail.js';

/**
 * What a sharing change leaves behind (docs/sharing.md): a security event for the administrators'
 * log (who shared which project with whom, as what) and, for a new share, a mail to the colleague.
 */
@Injectable()
export class ShareNotices {
  private readonly logger = new Logger(ShareNotices.name);

  constructor(
    private readonly bus: BusClient,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: KizunaConfig,
  ) {}

  /** After share_project: shared anew (mailed), or the role changed; nothing when it stayed the same. */
  async shared(
    actor: Actor,
    project: Project,
    to: { userId: string; email: string },
    role: ShareRole,
    previousRole: string,
    clientAddress: string,
  ): Promise<void> {
    if (previousRole === role) return;
    const kind = previousRole ? SecurityEventKind.PROJECT_SHARE_CHANGED : SecurityEventKind.PROJECT_SHARED;
    await this.event(
      kind,
      actor,
      to,
      `${project.projectId}:${previousRole ? `${previousRole}>` : ''}${role}`,
      clientAddress,
    );
    if (previousRole) return;
    try {
      await this.mailer.send(
        shareMail(
          to.email,
          { projectName: project.projectName, sharedBy: actor.name || actor.email, role },
          this.config.publicUrl,
        ),
      );
    } catch (err) {
      // The share stands without the mail: the colleague finds it on /files all the same.
      this.logger.warn(`share mail to ${to.email} not sent: ${(err as Error).message}`);
    }
  }

  async unshared(
    actor: Actor,
    project: Project,
    to: { userId: string; email: string },
    previousRole: string,
    clientAddress: string,
  ): Promise<void> {
    await this.event(
      SecurityEventKind.PROJECT_UNSHARED,
      actor,
      to,
      `${project.projectId}:${previousRole}`,
      clientAddress,
    );
  }

  /** The company switch: shared with (or no longer with) everyone of a company code. */
  async companyShared(actor: Actor, project: Project, code: string, on: boolean, clientAddress: string): Promise<void> {
    const kind = on ? SecurityEventKind.PROJECT_SHARED : SecurityEventKind.PROJECT_UNSHARED;
    await this.event(kind, actor, { userId: '', email: '' }, `${project.projectId}:company:${code}`, clientAddress);
  }

  async transferred(
    actor: Actor,
    from: string,
    to: { userId: string; email: string },
    count: number,
    clientAddress: string,
  ): Promise<void> {
    await this.event(SecurityEventKind.PROJECTS_TRANSFERRED, actor, to, `from:${from}:${count}`, clientAddress);
  }

  private async event(
    kind: SecurityEventKind,
    actor: Actor,
    user: { userId: string; email: string },
    detail: string,
    clientAddress: string,
  ): Promise<void> {
    await this.bus.emit(Topic.SecurityEvent, {
      kind,
      userId: user.userId,
      userEmail: user.email,
      actorEmail: actor.email,
      clientAddress,
      detail,
      at: new Date().toISOString(),
    });
  }
}
