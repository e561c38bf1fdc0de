import type { ComparisonMembersAnswer, RunComparisonAnswer } from '@kizuna/http-api';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { compareAssignments, compareRuns, type RunComparison } from '../engine/relations/run-comparison.js';
import type { MemberRow } from '../engine/types.js';
import { bandPositions, memberLineRange, sameUsers, type RunMembership } from './membership-codec.js';
import { RESULT_PAGE_MAX } from '@kizuna/proto/rules';
import { RelationQueries } from './relation-queries.js';
import { RunMembers } from './run-members.js';
import { MemberFiles } from './stored/member-files.js';
import { MembershipFiles } from './stored/membership-files.js';
import { RunSummaries, type SavedSummary } from './stored/run-summaries.js';

export interface ComparisonBand {
  processId: string;
  otherProcessId: string;
  clusterId: number;
  otherClusterId: number;
}

/** Kept after the last question: a user clicks through bands and tabs for a while, then leaves. */
const KEEP_IDLE_MS = 10 * 60 * 1000;

/**
 * How two runs' communities split and merge: the user counts of every pair of communities and
 * each band's users, from each run's membership arrays when both runs have the same users (runs
 * of one relation set), else by user from their window indexes' users.
 */
@Injectable()
export class RunComparisons implements OnApplicationShutdown {
  /** Each run's membership arrays (about 16 bytes a user): a comparison and its bands read them again and again. */
  private readonly memberships = new KeepRecent<RunMembership>(KEEP_IDLE_MS, 4);
  /** Runs over other users: each run's users' communities (a run's never change): a comparison and its bands read them again and again. */
  private readonly clusters = new KeepRecent<Map<string, number>>(KEEP_IDLE_MS, 4);
  /** The user counts of compared pairs of runs (names and colors, which users change, are read each time). */
  private readonly counts = new KeepRecent<RunComparison>(KEEP_IDLE_MS, 8);

  constructor(
    private readonly relations: RelationQueries,
    private readonly summaries: RunSummaries,
    private readonly members: RunMembers,
    private readonly memberFiles: MemberFiles,
    private readonly membershipFiles: MembershipFiles,
  ) {}

  async comparison(processId: string, otherProcessId: string): Promise<RunComparisonAnswer> {
    const [first, second] = await Promise.all([this.summaries.get(processId), this.summaries.get(otherProcessId)]);
    // The names and colors are read while the counts are made: a first comparison waits for one round of reads.
    const [counts, communitiesFirst, communitiesSecond] = await Promise.all([
      this.counts.get(`${processId}|${otherProcessId}`, () =>
        this.countRuns(processId, first.k, otherProcessId, second.k),
      ),
      this.relations.communities(processId, first.k),
      this.relations.communities(otherProcessId, second.k),
    ]);
    return {
      data: {
        first: { process_id: processId, k: first.k, communities: communitiesFirst },
        second: { process_id: otherProcessId, k: second.k, communities: communitiesSecond },
        ...counts,
      },
    };
  }

  /**
   * One page of a band's users (in one community of each run), most central first. With both runs'
   * membership arrays only the page's lines of the member file are read.
   */
  async comparisonMembers(band: ComparisonBand, page: number, maxCount: number): Promise<ComparisonMembersAnswer> {
    await this.checkBand(band);
    const size = Math.min(RESULT_PAGE_MAX, Math.max(1, maxCount));
    const from = Math.max(0, page) * size;
    const lined = await this.linedUp(band.processId, band.otherProcessId);
    let rows: MemberRow[];
    let total: number;
    if (lined) {
      const c = band.clusterId - 1;
      const positions = bandPositions(lined[0], c, lined[1], band.otherClusterId - 1);
      const ranges = Array.from(positions.subarray(from, from + size), (p) => memberLineRange(lined[0], c, p));
      rows = await this.memberFiles.lines(band.processId, band.clusterId, ranges);
      total = positions.length;
    } else {
      const all = await this.bandRows(band);
      rows = all.slice(from, from + size);
      total = all.length;
    }
    return { data: { nodes: rows.map(({ x: _x, y: _y, ...m }) => m), total } };
  }

  /** Every user of a band, most central first (the band's download). */
  async bandRows(band: ComparisonBand): Promise<MemberRow[]> {
    await this.checkBand(band);
    const lined = await this.linedUp(band.processId, band.otherProcessId);
    if (lined) {
      const rows = await this.members.of(band.processId, band.clusterId);
      return Array.from(bandPositions(lined[0], band.clusterId - 1, lined[1], band.otherClusterId - 1), (p) => rows[p]);
    }
    const [rows, other] = await Promise.all([
      this.members.of(band.processId, band.clusterId),
      this.clusterOfUsers(band.otherProcessId),
    ]);
    return rows.filter((m) => other.get(m.node_id) === band.otherClusterId);
  }

  private async countRuns(
    processId: string,
    k: number,
    otherProcessId: string,
    otherK: number,
  ): Promise<RunComparison> {
    const lined = await this.linedUp(processId, otherProcessId);
    if (lined) return compareAssignments(lined[0].assignment, k, lined[1].assignment, otherK);
    const [clustersFirst, clustersSecond] = await Promise.all([
      this.clusterOfUsers(processId),
      this.clusterOfUsers(otherProcessId),
    ]);
    return compareRuns(clustersFirst, k, clustersSecond, otherK);
  }

  /** Both runs' summaries, once the band's communities are known to exist in them. */
  private async checkBand(band: ComparisonBand): Promise<[SavedSummary, SavedSummary]> {
    const [first, second] = await Promise.all([
      this.summaries.get(band.processId),
      this.summaries.get(band.otherProcessId),
    ]);
    if (!Number.isInteger(band.clusterId) || band.clusterId < 1 || band.clusterId > first.k)
      throw clusterNotFound(band.clusterId);
    if (!Number.isInteger(band.otherClusterId) || band.otherClusterId < 1 || band.otherClusterId > second.k)
      throw clusterNotFound(band.otherClusterId);
    return [first, second];
  }

  /** Both runs' membership arrays when both have them over the same users in the same order, else null. */
  private async linedUp(processId: string, otherProcessId: string): Promise<[RunMembership, RunMembership] | null> {
    const [first, second] = await Promise.all([
      this.memberships.get(processId, () => this.membershipFiles.get(processId)),
      this.memberships.get(otherProcessId, () => this.membershipFiles.get(otherProcessId)),
    ]);
    return sameUsers(first, second) ? [first, second] : null;
  }

  /**
   * node_id → cluster_id of every user, from the window index's users (a node id is its name
   * lowercased, as the network keys users).
   */
  private clusterOfUsers(processId: string): Promise<Map<string, number>> {
    return this.clusters.get(processId, async () => {
      const map = new Map<string, number>();
      const users = await this.relations.windowUsers(processId);
      users.labels.forEach((label, u) => map.set(label.toLowerCase(), users.assignment[u] + 1));
      return map;
    });
  }

  onApplicationShutdown(): void {
    this.memberships.clear();
    this.clusters.clear();
    this.counts.clear();
  }
}

function clusterNotFound(clusterId: number): DomainError {
  return new DomainError(ErrorCode.ClusterNotFound, 'This community does not exist in the result.', {
    cluster_id: String(clusterId),
  });
}
