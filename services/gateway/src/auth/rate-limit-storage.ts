import { Injectable } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';

/**
 * The throttler's own in-memory store, per gateway process (behind several gateways the effective
 * limit is the number of gateways times this one, which still stops guessing at speed). It also
 * tells when a key's block has just begun: the throttler reports the same hit count for every
 * refusal of a block, and only the first refusal is worth a security event.
 */
@Injectable()
export class RateLimitStorage extends ThrottlerStorageService {
  private readonly blockStarts = new Set<string>();

  override async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ReturnType<ThrottlerStorageService['increment']> {
    const wasBlocked = this.storage.get(key)?.isBlocked ?? false;
    const record = await super.increment(key, ttl, limit, blockDuration, throttlerName);
    if (record.isBlocked && !wasBlocked) this.blockStarts.add(key);
    return record;
  }

  /** Whether the key's block began with its latest hit; answers true once per block. */
  takeBlockStart(key: string): boolean {
    return this.blockStarts.delete(key);
  }
}
