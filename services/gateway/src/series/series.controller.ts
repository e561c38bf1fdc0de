import { routes, type RouteAnswer, type RouteFields } from '@kizuna/http-api';
import { Controller, Header, StreamableFile } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { LabelledDownloads } from '../labels/labelled-downloads.service.js';
import { forwardJson, type JsonAnswer } from '../http/json-answer.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { SeriesAccess } from './series-access.service.js';
import { SeriesIdentities } from './series-identities.service.js';
import { TrackRename } from './track-rename.service.js';
import { seriesDocument, seriesMovesRequest, seriesRequest } from './series-messages.js';

/**
 * Communities over time (issue 45, docs/series.md): a series' flows and moved users, composed by
 * the analysis service (SeriesFlowsAnswer, SeriesMovesAnswer of @kizuna/http-api), and the saved
 * series kept by the projects service.
 */
@Controller()
export class SeriesController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: SeriesAccess,
    private readonly labelled: LabelledDownloads,
    private readonly identities: SeriesIdentities,
    private readonly tracks: TrackRename,
  ) {}

  @Route(routes.getSeriesFlows)
  async flows(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getSeriesFlows'>,
  ): Promise<JsonAnswer<RouteAnswer<'getSeriesFlows'>>> {
    const runs = await this.access.doneRuns(actor, f.process_ids);
    return forwardJson(this.bus, Topic.AnalysisSeriesFlows, seriesRequest(runs, f.threshold));
  }

  @Route(routes.getSeriesMoves)
  async moves(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getSeriesMoves'>,
  ): Promise<JsonAnswer<RouteAnswer<'getSeriesMoves'>>> {
    const runs = await this.access.doneRuns(actor, f.process_ids);
    return forwardJson(this.bus, Topic.AnalysisSeriesMovesList, seriesMovesRequest(runs, f));
  }

  @Route(routes.downloadSeriesMoves)
  // The SPA saves the file under the name it is sent with.
  @Header('Access-Control-Expose-Headers', 'Content-Disposition')
  async downloadMoves(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'downloadSeriesMoves'>,
  ): Promise<StreamableFile> {
    const runs = await this.access.doneRuns(actor, f.process_ids);
    const file = await this.bus.request<Topic.AnalysisSeriesMovesExport>(
      Topic.AnalysisSeriesMovesExport,
      seriesRequest(runs, f.threshold),
    );
    return this.labelled.file(actor, file, f.process_ids);
  }

  @Route(routes.saveSeries)
  async save(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'saveSeries'>,
  ): Promise<RouteAnswer<'saveSeries'>> {
    const runs = await this.access.doneRuns(actor, f.process_ids);
    const { series } = await this.bus.request(Topic.ProjectsSeriesSave, {
      actor,
      name: f.name,
      processIds: f.process_ids,
    });
    // Once saved: a refused save changes no community.
    await this.identities.carryForward(actor, runs);
    return { data: seriesDocument(series) };
  }

  @Route(routes.listSeries)
  async list(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'listSeries'>,
  ): Promise<RouteAnswer<'listSeries'>> {
    const { series, total } = await this.bus.request(Topic.ProjectsSeriesList, {
      creatorId: actor.userId,
      page: f.page,
      maxCount: f.max_count,
    });
    return { data: { series: series.map(seriesDocument), total } };
  }

  @Route(routes.getSeries)
  async get(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getSeries'>,
  ): Promise<RouteAnswer<'getSeries'>> {
    return { data: seriesDocument(await this.access.openable(actor, f.series_id)) };
  }

  @Route(routes.renameSeries)
  async rename(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'renameSeries'>,
  ): Promise<RouteAnswer<'renameSeries'>> {
    await this.access.changeable(actor, f.series_id);
    const { series } = await this.bus.request(Topic.ProjectsSeriesRename, { seriesId: f.series_id, name: f.name });
    return { data: seriesDocument(series) };
  }

  @Route(routes.deleteSeries)
  async delete(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'deleteSeries'>,
  ): Promise<RouteAnswer<'deleteSeries'>> {
    await this.access.changeable(actor, f.series_id);
    await this.bus.request(Topic.ProjectsSeriesDelete, { seriesId: f.series_id });
    return { status: 'success' };
  }

  @Route(routes.listRunSeries)
  async ofRuns(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'listRunSeries'>,
  ): Promise<RouteAnswer<'listRunSeries'>> {
    return { data: await this.access.ofRuns(actor, f.process_ids) };
  }

  @Route(routes.renameTrack)
  async renameTrack(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'renameTrack'>,
  ): Promise<RouteAnswer<'renameTrack'>> {
    await this.tracks.rename(actor, f);
    return { status: 'success' };
  }
}
