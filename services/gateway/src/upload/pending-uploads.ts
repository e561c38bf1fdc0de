import { Inject, Injectable } from '@nestjs/common';
import type { KizunaConfig } from '@kizuna/platform/config';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { CONFIG, OBJECT_STORE } from '@kizuna/platform/runtime';

/**
 * The per-user cap on uploads not started yet (MAX_PENDING_UPLOADS; a registered upload is kept until Start): those stored under the
 * user's prefix plus those still streaming in, so parallel uploads cannot slip past it.
 */
@Injectable()
export class PendingUploads {
  private readonly inFlight = new Map<string, number>();

  constructor(
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
  ) {}

  /** Claims a slot for one more upload, or throws TooManyUploads; call the returned release when it ends. */
  async claim(userId: string): Promise<() => void> {
    const max = this.config.upload.maxPendingPerUser;
    const counted = (this.inFlight.get(userId) ?? 0) + 1;
    this.inFlight.set(userId, counted);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(userId, left);
      else this.inFlight.delete(userId);
    };
    const stored = (await this.objects.list(`uploads/${userId}/`)).length;
    if (stored + (this.inFlight.get(userId) ?? 0) > max) {
      release();
      throw new DomainError(
        ErrorCode.TooManyUploads,
        `You have ${max} uploads that are not registered yet; register them or wait for them to expire.`,
        { max: String(max), hours: String(this.config.upload.ttlHours) },
      );
    }
    return release;
  }
}
