import { Injectable } from '@nestjs/common';
import type {
  ClusterDetailAnswer,
  ClusterMembersAnswer,
  ClusterTweetsAnswer,
  SearchNodesAnswer,
} from '@kizuna/http-api';
import type { ReceivedRequestOf, Topic } from '@kizuna/proto';
import { RESULT_PAGE_DEFAULT, RESULT_PAGE_MAX } from '@kizuna/proto/rules';
import type { MemberRow } from '../engine/types.js';
import {
  MEMBER_SORT_KEYS,
  memberPage,
  postPage,
  searchMembers,
  type MemberSortKey,
  type TimeWindow,
} from './member-page.js';
import { CommunityFiles } from './stored/community-files.js';
import { RunSummaries } from './stored/run-summaries.js';
import { RunMembers } from './run-members.js';

export const MAX_HITS = 50;

/** The bus requests of a member table page and of a representative posts page, as received. */
type MembersQuery = ReceivedRequestOf<Topic.AnalysisMembersList>;
type PostsQuery = ReceivedRequestOf<Topic.AnalysisPostsList>;

/** A member as the member table shows it (the position stays on the server). */
function memberJson({ x: _x, y: _y, ...member }: MemberRow): Omit<MemberRow, 'x' | 'y'> {
  return member;
}

function windowOf(start: number, end: number): TimeWindow | null {
  return start === 0 && end === 0 ? null : { start, end };
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

  async membersPage(q: MembersQuery): Promise<ClusterMembersAnswer> {
    const sortKey: MemberSortKey = (MEMBER_SORT_KEYS as readonly string[]).includes(q.sortKey)
      ? (q.sortKey as MemberSortKey)
      : 'pagerank';
    const rows = await this.rowsOf(q.processId, q.clusterId);
    const page = memberPage(rows, {
      page: Math.max(0, q.page),
      maxCount: Math.min(RESULT_PAGE_MAX, Math.max(1, q.maxCount || RESULT_PAGE_DEFAULT)),
      sortKey,
      ascending: q.ascending,
      search: q.search,
      window: windowOf(q.timeStart, q.timeEnd),
      accounts: q.restrictAccounts ? new Set(q.onlyAccounts) : null,
      rankOrdered: q.clusterId !== 0,
    });
    return { data: { nodes: page.rows.map(memberJson), total: page.total } };
  }

  async postsPage(q: PostsQuery): Promise<ClusterTweetsAnswer> {
    const community = await this.communities.get(q.processId, q.clusterId);
    const page = postPage(community.tweets, {
      page: Math.max(0, q.page),
      maxCount: Math.min(RESULT_PAGE_MAX, Math.max(1, q.maxCount || RESULT_PAGE_DEFAULT)),
      search: q.search,
      window: windowOf(q.timeStart, q.timeEnd),
    });
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
