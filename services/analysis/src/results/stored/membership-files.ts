import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { decodeMembership, type RunMembership } from '../membership-codec.js';
import { resultKeys } from '../result-keys.js';

/** A run's membership file: who is in which community, and where each member's line is (membership-codec.ts). */
@Injectable()
export class MembershipFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The run's membership arrays. */
  async get(processId: string): Promise<RunMembership> {
    const key = resultKeys.membership(processId);
    const info = await this.objects.stat(key);
    if (!info) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    // One read of the whole file (a stream would take several turns of a busy event loop).
    return decodeMembership((await this.objects.readRanges(key, [[0, info.size]]))[0]);
  }
}
