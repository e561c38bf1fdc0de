import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { jsonReply } from './bus-answers.js';
import { SeriesMovesExport } from './exports/series-moves-export.js';
import { SeriesQueries } from './results/series/series-queries.js';
import { toMovesAsked, toSeriesAsked } from './series-adapters.js';

/** Communities over time (issue 45): a series' flows, a page of its moved users, and their download. */
@Controller()
export class SeriesController {
  constructor(
    private readonly series: SeriesQueries,
    private readonly movesExport: SeriesMovesExport,
  ) {}

  @MessagePattern(Topic.AnalysisSeriesFlows)
  async flows(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisSeriesFlows>,
  ): Promise<ReplyInitOf<Topic.AnalysisSeriesFlows>> {
    return jsonReply(Topic.AnalysisSeriesFlows, await this.series.flows(toSeriesAsked(msg)));
  }

  @MessagePattern(Topic.AnalysisSeriesMovesList)
  async moves(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisSeriesMovesList>,
  ): Promise<ReplyInitOf<Topic.AnalysisSeriesMovesList>> {
    const asked = toMovesAsked(msg);
    return jsonReply(Topic.AnalysisSeriesMovesList, await this.series.movesPage(asked.series, asked.step, asked));
  }

  @MessagePattern(Topic.AnalysisSeriesMovesExport)
  async download(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisSeriesMovesExport>,
  ): Promise<ReplyInitOf<Topic.AnalysisSeriesMovesExport>> {
    return this.movesExport.write(toSeriesAsked(msg));
  }
}
