import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { JsonLogger } from '@kizuna/platform/logging';
import { CONFIG, LOGGER } from '@kizuna/platform/runtime';
import { UsersRepository } from './users.repository.js';

/** Makes every address in ADMIN_EMAILS an approved admin at start-up, so a new install can be administered. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly users: UsersRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const email of this.config.auth.adminEmails) {
      const user = await this.users.findByEmail(email);
      if (!user) {
        await this.users.create({ username: email.split('@')[0], email, is_approved: true, is_admin: true });
        this.logger.info('admin account created from ADMIN_EMAILS', { email });
      } else if (!user.is_admin || !user.is_approved || user.is_deleted) {
        await this.users.update(user._id, { is_admin: true, is_approved: true, is_deleted: false });
        this.logger.info('admin rights restored from ADMIN_EMAILS', { email });
      }
    }
  }
}
