import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER } from '@kizuna/platform/runtime';
import { PasswordsService } from './passwords.service.js';
import { SessionsService } from './sessions.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * Makes every address in ADMIN_EMAILS an approved admin at start-up, so a new install can be
 * administered; a new one is mailed its set-password link (the outbox folder in embedded mode).
 * An account made admin this way loses admin rights (and its sessions) at the first start after
 * its address leaves ADMIN_EMAILS; admin rights granted in the app are left alone.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const listed = new Set(this.config.auth.adminEmails);
    for (const email of listed) {
      const user = await this.users.findByEmail(email);
      if (!user) {
        const created = await this.users.create({
          username: email.split('@')[0],
          email,
          is_approved: true,
          is_admin: true,
        });
        await this.users.update(created._id, { admin_from_env: true });
        await this.passwords.sendSetupLink(created);
        this.logger.info('admin account created from ADMIN_EMAILS; its set-password link was mailed', { email });
      } else if (!user.is_admin || !user.is_approved || user.is_deleted) {
        await this.users.update(user._id, {
          is_admin: true,
          is_approved: true,
          is_deleted: false,
          admin_from_env: true,
        });
        this.logger.info('admin rights restored from ADMIN_EMAILS', { email });
      }
    }
    for (const user of await this.users.listEnvAdmins()) {
      if (listed.has(user.email)) continue;
      await this.users.update(user._id, { is_admin: false, admin_from_env: false });
      await this.sessions.revokeAll(user._id);
      this.logger.warn('admin rights taken away: the address is no longer in ADMIN_EMAILS', { email: user.email });
    }
  }
}
