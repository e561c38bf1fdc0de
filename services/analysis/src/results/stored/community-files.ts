import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { ObjectNotFoundError, type ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { CommunityDetail, MemberRow } from '../../engine/types.js';
import { resultKeys } from '../result-keys.js';

/** A community file: its detail without the members, which live in their own file (MemberFiles). */
export type SavedCommunity = Omit<CommunityDetail, 'nodes'> & { nodes?: MemberRow[] };

/** A run's community files, stored as the body of the community answer ({data: …}). */
@Injectable()
export class CommunityFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** A community file; runs saved before members had their own file keep them in `nodes`. */
  async get(processId: string, clusterId: number): Promise<SavedCommunity> {
    // Read at once, no stat first: the relation views read every community of two runs per answer.
    const bytes = await this.objects.getBuffer(resultKeys.cluster(processId, clusterId)).catch((err: unknown) => {
      if (!(err instanceof ObjectNotFoundError)) throw err;
      throw new DomainError(ErrorCode.ClusterNotFound, 'This community does not exist in the result.', {
        cluster_id: String(clusterId),
      });
    });
    return (JSON.parse(bytes.toString('utf8')) as { data: SavedCommunity }).data;
  }

  async put(processId: string, community: SavedCommunity): Promise<void> {
    await this.objects.put(resultKeys.cluster(processId, community.cluster_id), JSON.stringify({ data: community }), {
      contentType: 'application/json',
    });
  }
}
