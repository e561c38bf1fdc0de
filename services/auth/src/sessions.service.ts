import { Inject, Injectable } from '@nestjs/common';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { ActorSchema } from '@kizuna/proto';
import { Clock } from '@kizuna/platform/clock';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CONFIG } from '@kizuna/platform/runtime';
import { SessionsRepository } from './sessions.repository.js';
import { UsersRepository } from './users.repository.js';

type Actor = MessageInitShape<typeof ActorSchema>;

/** Writing last_seen on every request would be a write per request; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Server-side sessions: every signed-in request is checked against the session and the account
 * as they are now, so signing out, un-approving or deleting an account ends its tokens, and
 * admin rights come from the account, not from the token.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async open(userId: string, now: Date): Promise<string> {
    return (await this.sessions.open(userId, now))._id;
  }

  /** The account's current rights, when the session is open; otherwise 401 (expired or unauthorized). */
  async check(sessionId: string, userId: string): Promise<Actor> {
    const now = this.clock.date();
    const session = await this.sessions.find(sessionId);
    if (!session || session.user_id !== userId || session.ended_at !== '') throw signedOut();
    const age = now.getTime() - Date.parse(session.created_at);
    const idle = now.getTime() - Date.parse(session.last_seen_at);
    if (age > this.config.auth.tokenTtlMinutes * 60_000) {
      await this.sessions.end(sessionId, 'expired', now);
      throw expired();
    }
    if (idle > this.config.auth.sessionIdleMinutes * 60_000) {
      await this.sessions.end(sessionId, 'idle', now);
      throw expired();
    }
    const user = await this.users.findById(userId);
    if (!user || !user.is_approved || user.is_deleted) {
      await this.sessions.endAllOf(userId, 'revoked', now);
      throw signedOut();
    }
    if (idle > TOUCH_EVERY_MS) await this.sessions.touch(sessionId, now);
    return {
      userId: user._id,
      email: user.email,
      name: user.username,
      isAdmin: user.is_admin,
      supplierCode: user.supplier_code ?? '',
      labelEditor: user.label_editor === true,
    };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.end(sessionId, 'logout', this.clock.date());
  }

  /** Ends every open session of the account (un-approved, deleted, demoted, new password), but `keep`. */
  async revokeAll(userId: string, keep = ''): Promise<void> {
    await this.sessions.endAllOf(userId, 'revoked', this.clock.date(), keep);
  }
}

function signedOut(): DomainError {
  return new DomainError(ErrorCode.Unauthorized, 'Authentication required.');
}

function expired(): DomainError {
  return new DomainError(ErrorCode.SessionExpired, 'Time out. Please login again.');
}
