import { Inject, Injectable, Optional } from '@nestjs/common';
import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { LOGGER, OBJECT_STORE } from '@kizuna/platform/runtime';
import { WorkWanted } from '../../failures/work-wanted.js';
import { resultKeys } from '../result-keys.js';
import { encodeUserKeyIndex, UserKeyIndex } from '../user-key-index.js';
import { WindowFiles } from './window-files.js';

/**
 * A run's user key index (user-key-index.ts), saved with its result. A run saved before it had
 * one (or whose file is not one) gets it made from its window index, once: it is kept beside the
 * result for the next time. Keeping it is a convenience: a full disk or a run removed meanwhile
 * leaves none (the next ask makes it again), never a failed question.
 */
@Injectable()
export class UserKeyFiles {
  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly windowFiles: WindowFiles,
    // Absent in tests of the reading alone.
    @Optional() private readonly wanted?: WorkWanted,
    @Optional() @Inject(LOGGER) private readonly logger?: JsonLogger,
  ) {}

  async get(processId: string): Promise<UserKeyIndex> {
    const key = resultKeys.userKeys(processId);
    if (await this.objects.stat(key)) {
      const saved = UserKeyIndex.decode(await this.objects.getBuffer(key));
      if (saved) return saved;
    }
    const bytes = Buffer.from(encodeUserKeyIndex(await this.windowFiles.users(processId)));
    await this.keep(processId, key, bytes);
    return UserKeyIndex.decode(bytes) as UserKeyIndex;
  }

  private async keep(processId: string, key: string, bytes: Buffer): Promise<void> {
    try {
      await this.objects.put(key, bytes, { contentType: 'application/octet-stream' });
      // Removed while it was written: nothing of the run is left behind.
      if (this.wanted?.isCancelled(processId)) await this.objects.delete(key);
    } catch (err) {
      this.logger?.warn('keeping a run’s user key index failed; it is made again when next asked', {
        processId,
        message: err instanceof Error ? err.message : String(err),
      });
    }
  }
}
