import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { DocumentCollection, DocumentStore } from '@kizuna/platform/documents';
import type { JsonLogger } from '@kizuna/platform/logging';
import { DOCUMENT_STORE, LOGGER } from '@kizuna/platform/runtime';
import type { UsersFormatRecord } from './users-format-record.js';
import { UsersRepository } from './users.repository.js';
import './auth.schema.js';

/**
 * The format of the auth service's users, kept in its `users_format` collection (one record, `_id`
 * 'users'):
 *
 * 1: no users_format record. No account has `label_editor`: anyone who owned a project, or edited
 *    one shared with them, could change the labels of their team.
 * 2: every account with a label change in the access log (type_action 3, asked of the logs
 *    service) has `label_editor: true`, so nobody lost what they could do when it became a right.
 */
export const USERS_FORMAT_VERSION = 2;

/** How long to wait before asking the logs service again (it may start after this service). */
const RETRY_MS = 5_000;
/** Tries before a wait is worth a warning: the logs service starting after this one is usual. */
const QUIET_TRIES = 6;

/**
 * Brings the users up to the current format after start-up. Format 2 needs the logs service's
 * answer, so it runs beside the start rather than before it, asking again until it is answered;
 * each step matches only accounts that lack what it adds (an admin's later choice stays).
 */
@Injectable()
export class UsersFormat implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly formats: DocumentCollection<UsersFormatRecord>;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private tries = 0;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly users: UsersRepository,
    private readonly bus: BusClient,
  ) {
    this.formats = store.collection<UsersFormatRecord>('users_format');
  }

  onApplicationBootstrap(): void {
    void this.upgrade();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** The version the users are at once done, or where a failure left them (tried again shortly). */
  async upgrade(): Promise<number> {
    let version = 1;
    try {
      version = (await this.formats.findOne({ _id: 'users' }))?.version ?? 1;
      if (version < 2) {
        const granted = await this.grantPastLabelChangers();
        version = 2;
        await this.formats.updateOne(
          { _id: 'users' },
          { $set: { version, upgraded_at: new Date().toISOString() } },
          { upsert: true },
        );
        this.logger.info('users upgraded', { version, label_editors_granted: granted });
      }
    } catch (err) {
      this.tries += 1;
      const log = this.tries >= QUIET_TRIES ? this.logger.warn : this.logger.info;
      log.call(this.logger, 'upgrading the users waits; asking again shortly', {
        version,
        tries: this.tries,
        message: err instanceof Error ? err.message : String(err),
      });
      if (!this.stopped)
        return new Promise((resolve) => {
          this.timer = setTimeout(() => resolve(this.upgrade()), RETRY_MS).unref();
        });
    }
    return version;
  }

  private async grantPastLabelChangers(): Promise<number> {
    const { userIds } = await this.bus.request(Topic.LogsLabelChangers, {});
    let granted = 0;
    for (const id of userIds) granted += await this.users.grantLabelEditorWhereUnset(id);
    return granted;
  }
}
