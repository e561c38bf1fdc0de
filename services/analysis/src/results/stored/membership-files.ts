import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { decodeMembership, type RunMembership } from '../membership-codec.js';
import { resultKeys } from '../result-keys.js';

/** A run's membership file: who is in which community, and where each member's line is (membership-codec.ts). */
@Injectable()
export class MembershipFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The run's membership arrays; null for a run saved before runs kept them. */
  async get(processId: string): Promise<RunMembership | null> {
    const key = resultKeys.membership(processId);
    const info = await this.objects.stat(key);
    if (!info) return null;
    // One read of the whole file (a stream would take several turns of a busy event loop).
    return decodeMembership((await this.objects.readRanges(key, [[0, info.size]]))[0]);
  }
}
