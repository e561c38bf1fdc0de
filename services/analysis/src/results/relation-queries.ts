import type {
  BridgesAnswer,
  ComparisonMembersAnswer,
  InteractionMatrixAnswer,
  RelationCommunity,
  RunComparisonAnswer,
} from '@kizuna/http-api';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import { DomainError, ErrorCode, timeWindowError } from '@kizuna/platform/errors';
import { compareAssignments, compareRuns, type RunComparison } from '../engine/relations/run-comparison.js';
import { hasRelations, windowInteractionMatrix } from '../engine/relations/window-interaction-matrix.js';
import type { RunRelations } from '../engine/relations/run-relations.js';
import type { MemberRow } from '../engine/types.js';
import { bandPositions, memberLineRange, sameUsers, type RunMembership } from './membership-codec.js';
import { MAX_PAGE } from './result-queries.js';
import { ResultStore, type SavedSummary } from './result-store.js';
import type { WindowUsers } from './window-codec.js';
import { RunMembers } from './run-members.js';
import { RunWindows } from './run-windows.js';

export interface ComparisonBand {
  processId: string;
  otherProcessId: string;
  clusterId: number;
  otherClusterId: number;
}

/** Kept after the last question: a user clicks through bands and tabs for a while, then leaves. */
const KEEP_IDLE_MS = 10 * 60 * 1000;

/**
 * The answers of the relation views: who amplifies whom and the bridges (from the run's
 * relations.json), and how two runs' communities split and merge (from each run's membership
 * arrays; runs saved before them, from their window indexes' users or member lists).
 */
@Injectable()
export class RelationQueries implements OnApplicationShutdown {
  /** Each run's membership arrays (about 16 bytes a user): a comparison and its bands read them again and again. */
  private readonly memberships = new KeepRecent<RunMembership | null>(KEEP_IDLE_MS, 4);
  /** Runs saved without membership arrays: each run's users' communities (a run's never change): a comparison and its bands read them again and again. */
  private readonly clusters = new KeepRecent<Map<string, number>>(KEEP_IDLE_MS, 4);
  /** Each run's users from its window index (names and communities, a few MB for 100k users). */
  private readonly users = new KeepRecent<WindowUsers | null>(KEEP_IDLE_MS, 4);
  /** The user counts of compared pairs of runs (names and colors, which users change, are read each time). */
  private readonly counts = new KeepRecent<RunComparison>(KEEP_IDLE_MS, 8);

  constructor(
    private readonly results: ResultStore,
    private readonly members: RunMembers,
    private readonly windows: RunWindows,
  ) {}

  /** The run's matrix, or (timeStart and timeEnd not both 0) the one of the posts inside that window. */
  async matrix(processId: string, timeStart = 0, timeEnd = 0): Promise<InteractionMatrixAnswer> {
    const { relations, communities } = await this.relationsOf(processId);
    if (timeStart === 0 && timeEnd === 0) return { data: { ...relations.matrix, communities, window: null } };
    const badWindow = timeWindowError(timeStart, timeEnd);
    if (badWindow) throw badWindow;
    const saved = await this.windows.savedIndex(processId);
    if (!saved || !hasRelations(saved.index))
      throw new DomainError(ErrorCode.WindowNotKept, 'This run keeps no interaction times to cut a window from.');
    const window = { start: timeStart, end: timeEnd };
    return { data: { ...windowInteractionMatrix(saved.index, window), communities, window } };
  }

  async bridges(processId: string, clusterId: number): Promise<BridgesAnswer> {
    const { summary, relations, communities } = await this.relationsOf(processId);
    if (!Number.isInteger(clusterId) || clusterId < 0 || clusterId > summary.k) throw clusterNotFound(clusterId);
    const wanted = clusterId === 0 ? communities : [communities[clusterId - 1]];
    const labels = await this.labels(
      processId,
      wanted.map((c) => c.cluster_id),
      new Set(wanted.flatMap((c) => (relations.bridges[c.cluster_id - 1] ?? []).map((b) => b.node_id))),
    );
    return {
      data: {
        communities: wanted.map((c) => ({
          ...c,
          bridges: (relations.bridges[c.cluster_id - 1] ?? []).map((b) => ({
            ...b,
            label: labels.get(b.node_id) ?? b.node_id,
          })),
        })),
      },
    };
  }

  async comparison(processId: string, otherProcessId: string): Promise<RunComparisonAnswer> {
    const [first, second] = await Promise.all([this.summaryOf(processId), this.summaryOf(otherProcessId)]);
    // The names and colors are read while the counts are made: a first comparison waits for one round of reads.
    const [counts, communitiesFirst, communitiesSecond] = await Promise.all([
      this.counts.get(`${processId}|${otherProcessId}`, () =>
        this.countRuns(processId, first.k, otherProcessId, second.k),
      ),
      this.communities(processId, first.k),
      this.communities(otherProcessId, second.k),
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
    const size = Math.min(MAX_PAGE, Math.max(1, maxCount));
    const from = Math.max(0, page) * size;
    const lined = await this.linedUp(band.processId, band.otherProcessId);
    let rows: MemberRow[];
    let total: number;
    if (lined) {
      const c = band.clusterId - 1;
      const positions = bandPositions(lined[0], c, lined[1], band.otherClusterId - 1);
      const ranges = Array.from(positions.subarray(from, from + size), (p) => memberLineRange(lined[0], c, p));
      rows = await this.results.memberLines(band.processId, band.clusterId, ranges);
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
    const second = (await this.checkBand(band))[1];
    const lined = await this.linedUp(band.processId, band.otherProcessId);
    if (lined) {
      const rows = await this.members.of(band.processId, band.clusterId);
      return Array.from(bandPositions(lined[0], band.clusterId - 1, lined[1], band.otherClusterId - 1), (p) => rows[p]);
    }
    const [rows, other] = await Promise.all([
      this.members.of(band.processId, band.clusterId),
      this.clusterOfUsers(band.otherProcessId, second.k),
    ]);
    return rows.filter((m) => other.get(m.node_id) === band.otherClusterId);
  }

  /** The run's communities with their current names and colors (users rename them). */
  async communities(processId: string, k: number): Promise<RelationCommunity[]> {
    return Promise.all(
      Array.from({ length: k }, async (_, c) => {
        const { cluster_id, name, color, size } = await this.results.community(processId, c + 1);
        return { cluster_id, name, color, size };
      }),
    );
  }

  async relationsOf(
    processId: string,
  ): Promise<{ summary: SavedSummary; relations: RunRelations; communities: RelationCommunity[] }> {
    const summary = await this.summaryOf(processId);
    const relations = await this.results.relations(processId);
    if (!relations)
      throw new DomainError(ErrorCode.RelationsNotKept, 'This run was saved before runs kept community relations.');
    return { summary, relations, communities: await this.communities(processId, summary.k) };
  }

  private async countRuns(
    processId: string,
    k: number,
    otherProcessId: string,
    otherK: number,
  ): Promise<RunComparison> {
    const lined = await this.linedUp(processId, otherProcessId);
    if (lined) return compareAssignments(lined[0].assignment, k, lined[1].assignment, otherK);
    // Runs saved before membership arrays: the window indexes' users, when both runs have one over the same users: two small reads.
    const [usersFirst, usersSecond] = await Promise.all([
      this.windowUsers(processId),
      this.windowUsers(otherProcessId),
    ]);
    if (usersFirst && usersSecond && sameNames(usersFirst.labels, usersSecond.labels))
      return compareAssignments(usersFirst.assignment, k, usersSecond.assignment, otherK);
    const [clustersFirst, clustersSecond] = await Promise.all([
      this.clusterOfUsers(processId, k),
      this.clusterOfUsers(otherProcessId, otherK),
    ]);
    return compareRuns(clustersFirst, k, clustersSecond, otherK);
  }

  /** Both runs' summaries, once the band's communities are known to exist in them. */
  private async checkBand(band: ComparisonBand): Promise<[SavedSummary, SavedSummary]> {
    const [first, second] = await Promise.all([this.summaryOf(band.processId), this.summaryOf(band.otherProcessId)]);
    if (!Number.isInteger(band.clusterId) || band.clusterId < 1 || band.clusterId > first.k)
      throw clusterNotFound(band.clusterId);
    if (!Number.isInteger(band.otherClusterId) || band.otherClusterId < 1 || band.otherClusterId > second.k)
      throw clusterNotFound(band.otherClusterId);
    return [first, second];
  }

  /** Both runs' membership arrays when both have them over the same users in the same order, else null. */
  private async linedUp(processId: string, otherProcessId: string): Promise<[RunMembership, RunMembership] | null> {
    const [first, second] = await Promise.all([
      this.memberships.get(processId, () => this.results.membership(processId)),
      this.memberships.get(otherProcessId, () => this.results.membership(otherProcessId)),
    ]);
    return first && second && sameUsers(first, second) ? [first, second] : null;
  }

  private async summaryOf(processId: string): Promise<SavedSummary> {
    const summary = await this.results.summary(processId);
    if (!summary) throw new DomainError(ErrorCode.NotFound, 'This result does not exist.');
    return summary;
  }

  /**
   * node_id → cluster_id of every user. From the window index's users when the run has one (a
   * node id is its name lowercased, as the network keys users), else from the member lists.
   */
  private clusterOfUsers(processId: string, k: number): Promise<Map<string, number>> {
    return this.clusters.get(processId, async () => {
      const map = new Map<string, number>();
      const users = await this.windowUsers(processId);
      if (users) users.labels.forEach((label, u) => map.set(label.toLowerCase(), users.assignment[u] + 1));
      else for (const m of await this.members.all(processId, k)) map.set(m.node_id, m.cluster_id);
      return map;
    });
  }

  /** The display names of a few users: from the window index's users, else their communities' member lists. */
  private async labels(processId: string, clusterIds: number[], ids: Set<string>): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    const users = await this.windowUsers(processId);
    if (users) {
      for (const label of users.labels) if (ids.has(label.toLowerCase())) map.set(label.toLowerCase(), label);
      return map;
    }
    for (const c of clusterIds)
      for (const m of await this.members.of(processId, c))
        if (ids.has(m.node_id)) map.set(m.node_id, m.tweet_user_screen_name);
    return map;
  }

  private windowUsers(processId: string): Promise<WindowUsers | null> {
    return this.users.get(processId, () => this.results.windowUsers(processId));
  }

  onApplicationShutdown(): void {
    this.memberships.clear();
    this.users.clear();
    this.clusters.clear();
    this.counts.clear();
  }
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, u) => name === b[u]);
}

function clusterNotFound(clusterId: number): DomainError {
  return new DomainError(ErrorCode.ClusterNotFound, 'This community does not exist in the result.', {
    cluster_id: String(clusterId),
  });
}
