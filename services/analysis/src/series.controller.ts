import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { jsonReply } from './bus-answers.js';
import { SeriesMovesExport } from './exports/series-moves-export.js';
import { SeriesQueries, type SeriesAsked } from './results/series/series-queries.js';

/** Communities over time (issue 45): a series' flows, a page of its moved users, and their download. */
@Controller()
export class SeriesController {
  constructor(
    private readonly series: SeriesQueries,
    private readonly movesExport: SeriesMovesExport,
  ) {}

  @MessagePattern(Topic.AnalysisSeriesFlows)
  async flows(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisSeriesFlows>,
  ): Promise<ReplyInitOf<Topic.AnalysisSeriesFlows>> {
    return jsonReply(Topic.AnalysisSeriesFlows, await this.series.flows(seriesAsked(req)));
  }

  @MessagePattern(Topic.AnalysisSeriesMovesList)
  async moves(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisSeriesMovesList>,
  ): Promise<ReplyInitOf<Topic.AnalysisSeriesMovesList>> {
    return jsonReply(
      Topic.AnalysisSeriesMovesList,
      await this.series.movesPage(seriesAsked(req.series ?? { runs: [], jaccard: 0, share: 0 }), req.step, {
        text: req.query,
        sort: req.sort,
        descending: req.descending,
        page: req.page,
        size: req.maxCount,
      }),
    );
  }

  @MessagePattern(Topic.AnalysisSeriesMovesExport)
  async download(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisSeriesMovesExport>,
  ): Promise<ReplyInitOf<Topic.AnalysisSeriesMovesExport>> {
    return this.movesExport.write(seriesAsked(req));
  }
}

/** The series a bus request names, as the queries read it. */
function seriesAsked(req: {
  runs: ReadonlyArray<{ processId: string; projectId: string; projectName: string }>;
  jaccard: number;
  share: number;
}): SeriesAsked {
  return {
    runs: req.runs.map((r) => ({ processId: r.processId, projectId: r.projectId, projectName: r.projectName })),
    rule: { jaccard: req.jaccard, share: req.share },
  };
}
