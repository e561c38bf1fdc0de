import { CommunityDetail, CommunityMember, GraphAnswer, NodeDetail, NodeHit } from '@kizuna/http-api';
import { z } from 'zod';

/**
 * The result files a run writes that hold (parts of) HTTP answers, as schemas taken from the
 * answers' own: the graph file is served as it is; the community, member and node files are
 * what the community detail, member table and node detail answers are composed of.
 */
export const StoredGraph = GraphAnswer;

/** A community file: the detail without its members, which have their own file. */
export const StoredCommunity = z.strictObject({ data: CommunityDetail.omit({ nodes: true, nodes_total: true }) });

/** One line of a members file: the member table's row, with where the user is drawn. */
export const StoredMemberRow = CommunityMember.extend(
  NodeHit.pick({ cluster_id: true, x: true, y: true, start_date: true, end_date: true, drawn: true }).shape,
);

/** One line of the edges file: [source, target, weight, retweets, replies, mentions]. */
export const StoredEdgeLine = z.tuple([z.string(), z.string(), z.number(), z.int(), z.int(), z.int()]);

/** A node shard: the run's users by node id, as node detail shows them without their posts. */
export const StoredRunUsers = z.record(z.string(), NodeDetail.omit({ tweets: true }));

/** A dataset's user posts shard: each user's posts by node id. */
export const StoredUserPosts = z.record(z.string(), NodeDetail.shape.tweets);
