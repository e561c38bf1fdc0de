import { Injectable } from '@nestjs/common';
import type {
  ClusterDetailAnswer,
  ClusterMembersAnswer,
  ClusterTweetsAnswer,
  SearchNodesAnswer,
} from '@kizuna/http-api';
import { RESULT_PAGE_DEFAULT } from '@kizuna/proto/rules';
import type { MemberRow } from '../engine/types.js';
import { memberPage, postPage, searchMembers, type MembersAsked, type PostsAsked } from './member-page.js';
import { CommunityFiles } from './stored/community-files.js';
import { RunSummaries } from './stored/run-summaries.js';
import { RunMembers } from './run-members.js';

export const MAX_HITS = 50;

/** A member as the member table shows it (the position stays on the server). */
function memberJson({ x: _x, y: _y, ...member }: MemberRow): Omit<MemberRow, 'x' | 'y'> {
  return member;
}

/** The JSON answers of the result routes that are composed rather than streamed as files. */
@Injectable()
export class ResultQueries {
  constructor(
    private readonly summaries: RunSummaries,
    private readonly communities: CommunityFiles,
    private readonly members: RunMembers,
  ) {}

  /** Community detail: keywords, posts and the first members, with how many there are. */
  async clusterDetail(processId: string, clusterId: number): Promise<ClusterDetailAnswer> {
    const community = await this.communities.get(processId, clusterId);
    const members = await this.members.of(processId, clusterId);
    return {
      data: { ...community, nodes: members.slice(0, RESULT_PAGE_DEFAULT).map(memberJson), nodes_total: members.length },
    };
  }

  async membersPage(q: MembersAsked): Promise<ClusterMembersAnswer> {
    const page = memberPage(await this.rowsOf(q.processId, q.clusterId), q);
    return { data: { nodes: page.rows.map(memberJson), total: page.total } };
  }

  async postsPage(q: PostsAsked): Promise<ClusterTweetsAnswer> {
    const community = await this.communities.get(q.processId, q.clusterId);
    const page = postPage(community.tweets, q);
    return { data: { tweets: page.rows, total: page.total } };
  }

  /** The node locator's candidates among every user of the run, drawn or not. */
  async searchNodes(processId: string, query: string, limit: number): Promise<SearchNodesAnswer> {
    const summary = await this.summaries.get(processId);
    const hits = searchMembers(
      await this.members.all(processId, summary.k),
      query,
      Math.min(MAX_HITS, Math.max(1, limit)),
    );
    return {
      data: hits.map((m) => ({
        node_id: m.node_id,
        label: m.tweet_user_screen_name,
        cluster_id: m.cluster_id,
        x: m.x,
        y: m.y,
        start_date: m.start_date,
        end_date: m.end_date,
        drawn: m.drawn,
        pagerank: m.pagerank,
      })),
    };
  }

  private async rowsOf(processId: string, clusterId: number): Promise<MemberRow[]> {
    if (clusterId !== 0) return this.members.of(processId, clusterId);
    const summary = await this.summaries.get(processId);
    return this.members.all(processId, summary.k);
  }
}
