import { createHash } from 'node:crypto';
import type { SeriesFlowsAnswer, SeriesMove, SeriesMovesAnswer, SeriesRule } from '@kizuna/http-api';
import { SERIES_MAX_RUNS, SERIES_MIN_RUNS } from '@kizuna/proto/rules';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { KeepRecent } from '@kizuna/platform/cache';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { matchSeries, type SeriesMatching } from '../../engine/series/index.js';
import { CommunityFiles } from '../stored/community-files.js';
import { RunSummaries } from '../stored/run-summaries.js';
import { seriesFlowsAnswer, type SeriesRunView } from './series-answer.js';
import { moveRows, movesPage } from './series-moves.js';
import { SeriesRunUsersStore, type SeriesRunData } from './series-run-users.js';

/** A run of a series as asked: the gateway found its project when it checked the caller may view it. */
export interface SeriesRunRef {
  processId: string;
  projectId: string;
  projectName: string;
}

export interface SeriesAsked {
  runs: readonly SeriesRunRef[];
  rule: SeriesRule;
}

/** Kept after the last question: a user looks through a series for a while, then leaves. */
const KEEP_IDLE_MS = 10 * 60 * 1000;
/** Matchings kept: each holds a few arrays of the runs' users. */
const KEEP_MATCHINGS = 4;

/** A series' runs as read, with their matching. */
interface MatchedSeries {
  users: SeriesRunData[];
  matching: SeriesMatching;
  /** Each step's moved users as rows, made when first asked. */
  moves: Array<SeriesMove[] | undefined>;
}

/**
 * Communities over time (issue 45, docs/series.md): matches the runs of a series from their
 * stored users (SeriesRunUsersStore) and keeps the matching a while, so that a repeated question
 * only reads the communities' names, colors and keywords again (users rename communities).
 */
@Injectable()
export class SeriesQueries implements OnApplicationShutdown {
  private readonly matchings = new KeepRecent<MatchedSeries>(KEEP_IDLE_MS, KEEP_MATCHINGS);

  constructor(
    private readonly summaries: RunSummaries,
    private readonly communities: CommunityFiles,
    private readonly runUsers: SeriesRunUsersStore,
  ) {}

  async flows(asked: SeriesAsked): Promise<SeriesFlowsAnswer> {
    const matched = await this.matched(asked);
    return { data: seriesFlowsAnswer(await this.views(asked, matched), matched.matching, asked.rule) };
  }

  /** One page of one step's moved users. */
  async movesPage(
    asked: SeriesAsked,
    step: number,
    query: { text: string; sort: string; descending: boolean; page: number; size: number },
  ): Promise<SeriesMovesAnswer> {
    const matched = await this.matched(asked);
    if (!Number.isInteger(step) || step < 0 || step >= matched.matching.steps.length)
      throw new DomainError(ErrorCode.BadRequest, 'This series has no such step.', { step: String(step) });
    return {
      data: movesPage(this.stepMoves(matched, step), query.text, query.sort, query.descending, query.page, query.size),
    };
  }

  /** Every step's moved users, with the runs as the answer shows them (the download). */
  async allMoves(asked: SeriesAsked): Promise<{ views: SeriesRunView[]; moves: SeriesMove[][] }> {
    const matched = await this.matched(asked);
    return {
      views: await this.views(asked, matched),
      moves: matched.matching.steps.map((_, s) => this.stepMoves(matched, s)),
    };
  }

  /** Names what a download of the series holds: its runs, the rule and the communities' names now. */
  static contentKey(asked: SeriesAsked, views: readonly SeriesRunView[]): string {
    const names = views.map((v) => v.communities.map((c) => c.name));
    return createHash('sha256')
      .update(JSON.stringify([asked.runs.map((r) => r.processId), asked.rule, names]))
      .digest('base64url')
      .slice(0, 32);
  }

  private stepMoves(matched: MatchedSeries, step: number): SeriesMove[] {
    return (matched.moves[step] ??= moveRows(
      matched.matching.steps[step],
      matched.users[step],
      matched.users[step + 1],
    ));
  }

  private matched(asked: SeriesAsked): Promise<MatchedSeries> {
    checkRuns(asked.runs);
    const key = JSON.stringify([asked.runs.map((r) => r.processId), asked.rule.jaccard, asked.rule.share]);
    return this.matchings.get(key, async () => {
      const users = await Promise.all(
        asked.runs.map(async (r) => this.runUsers.get(r.processId, (await this.summaries.get(r.processId)).k)),
      );
      return { users, matching: matchSeries(users, asked.rule), moves: [] };
    });
  }

  /** The runs with their communities as stored now. */
  private views(asked: SeriesAsked, matched: MatchedSeries): Promise<SeriesRunView[]> {
    return Promise.all(
      asked.runs.map(async (r, i) => ({
        ...r,
        users: matched.users[i],
        communities: await Promise.all(
          Array.from({ length: matched.users[i].k }, (_, c) => this.communities.get(r.processId, c + 1)),
        ),
      })),
    );
  }

  onApplicationShutdown(): void {
    this.matchings.clear();
  }
}

function checkRuns(runs: readonly SeriesRunRef[]): void {
  if (runs.length < SERIES_MIN_RUNS || runs.length > SERIES_MAX_RUNS)
    throw new DomainError(ErrorCode.BadRequest, `A series holds ${SERIES_MIN_RUNS} to ${SERIES_MAX_RUNS} runs.`);
  if (new Set(runs.map((r) => r.processId)).size !== runs.length)
    throw new DomainError(ErrorCode.SeriesRunsRepeated, 'A run can be in a series only once.');
}
