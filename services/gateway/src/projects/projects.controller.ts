import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import {
  type AddRunAnswer,
  type GetProjectAnswer,
  type ListDataAnswer,
  type RawdataAnswer,
  type RegisterAnalyzeAnswer,
  type RunChangeAnswer,
  type StatusAnswer,
} from '@kizuna/http-api';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { policyProject, ProjectAccess } from './project-access.service.js';
import { projectJson, runJson, sharesJson } from './project-json.js';
import { ProjectPolicy } from '@kizuna/proto/rules';
import { parseClusterCounts } from './parse-cluster-counts.js';
import { RegisterAnalysis } from './register-analysis.service.js';

@Controller()
export class ProjectsController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ProjectAccess,
    private readonly registration: RegisterAnalysis,
  ) {}

  @Route(routes.listData)
  async listData(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'listData'>): Promise<ListDataAnswer> {
    const reply = await this.bus.request(Topic.ProjectsList, {
      actor,
      search: f.search,
      page: f.page,
      maxCount: f.max_count,
      sortKey: f.sort_key,
      isAscending: f.is_ascending,
      scope: f.scope,
      ownerId: f.login_user_id,
    });
    return {
      DataResult: reply.projects.map((p) => projectJson(p, actor)),
      stats: { count_total: reply.countTotal },
    };
  }

  @Route(routes.getProject)
  async getProject(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'getProject'>,
  ): Promise<GetProjectAnswer> {
    const project = await this.access.project(actor, { projectId: f.project_id });
    const owns = ProjectPolicy.can(actor, policyProject(project), 'own');
    return {
      ProcessResult: project.runs.map(runJson),
      project: projectJson(project, actor),
      shares: owns ? sharesJson(project) : [],
      company_code: owns ? project.companyCode : '',
    };
  }

  /** The review screen: one page of the project's clean posts, with the file's own column names. */
  @Route(routes.getRawdata)
  async getRawData(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'getRawdata'>): Promise<RawdataAnswer> {
    const project = await this.access.project(actor, { projectId: f.project_id });
    const page = await this.bus.request(Topic.IngestRawDataGet, {
      datasetId: project.datasetId,
      search: f.search,
      page: f.page,
      maxCount: f.max_count,
      sortKey: f.sort_key,
      isAscending: f.is_ascending,
    });
    return {
      DataResult: page.rows.map((r) => ({
        row: r.row,
        tweet_user_screen_name: r.author,
        tweet_text: r.text,
        count_follower: r.hasFollowers ? r.followers : null,
        tweet_date: r.time,
        options: r.others,
      })),
      HeaderResult: {
        tweet_user_screen_name: page.authorHeader,
        tweet_text: page.textHeader,
        count_follower: page.followersHeader || null,
        tweet_date: page.timeHeader,
        options: page.otherHeaders,
      },
      stats: { count_total: page.countTotal },
      preparing: page.preparing ? { percent: page.preparingPercent } : null,
    };
  }

  @Route(routes.deleteCsv)
  async deleteCsv(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'deleteCsv'>): Promise<StatusAnswer> {
    const project = await this.access.project(actor, { projectId: f.project_id }, 'own');
    await this.bus.request(Topic.ProjectsDelete, { projectId: project.projectId, actor });
    return { status: 'success' };
  }

  @Route(routes.analyzeStart)
  async analyzeStart(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'analyzeStart'>,
  ): Promise<StatusAnswer> {
    const ids = f.list_process_id
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // Projects checks that every run is the actor's, in this one request.
    await this.bus.request(Topic.ProjectsStart, { actor, processIds: ids, clientAddress: req.ip ?? '' });
    return { status: 'success' };
  }

  /** The graph page's re-run with another k: no new upload; projects checks the k and refuses one it has. */
  @Route(routes.addRun)
  async addRun(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'addRun'>,
  ): Promise<AddRunAnswer> {
    const project = await this.access.project(actor, { projectId: f.project_id }, 'edit');
    const reply = await this.bus.request(Topic.ProjectsRunAdd, {
      actor,
      projectId: project.projectId,
      k: f.k,
      clientAddress: req.ip ?? '',
    });
    return { status: 'success', process_id: reply.processId, ProcessResult: (reply.project?.runs ?? []).map(runJson) };
  }

  /** A failed run again, from its /files row; projects checks owner or admin and that the run failed. */
  @Route(routes.retryRun)
  async retryRun(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'retryRun'>,
  ): Promise<RunChangeAnswer> {
    const reply = await this.bus.request(Topic.ProjectsRunRetry, {
      actor,
      processId: f.process_id,
      clientAddress: req.ip ?? '',
    });
    return { status: 'success', ProcessResult: (reply.project?.runs ?? []).map(runJson) };
  }

  /** One run removed, from its /files row; projects checks owner or admin, not running, not the last. */
  @Route(routes.deleteRun)
  async deleteRun(
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @RouteInput() f: RouteFields<'deleteRun'>,
  ): Promise<RunChangeAnswer> {
    const reply = await this.bus.request(Topic.ProjectsRunDelete, {
      actor,
      processId: f.process_id,
      clientAddress: req.ip ?? '',
    });
    return { status: 'success', ProcessResult: (reply.project?.runs ?? []).map(runJson) };
  }

  /** The spec sends these as query parameters; a JSON body works too. */
  @Route(routes.registerAnalyze)
  async registerAnalyze(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'registerAnalyze'>,
  ): Promise<RegisterAnalyzeAnswer> {
    const outcome = await this.registration.register(actor, {
      projectName: f.project_name,
      clusterCounts: parseClusterCounts(f.list_cluster_count),
      uploadKey: f.path_s3,
      mapping: {
        time: f.colindex_tweet_date,
        author: f.colindex_screen_name,
        contents: f.colindex_tweet_text,
        followers: f.colindex_count_follower,
        others: [f.opt1_col_index, f.opt2_col_index, f.opt3_col_index, f.opt4_col_index, f.opt5_col_index].filter(
          (i) => i >= 0,
        ),
      },
      dateOrder: f.date_order,
      relations: f.relations
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
      projectId: f.project_id,
    });
    return {
      RegisterResult: {
        ProcessResult: (outcome.project?.runs ?? []).map(runJson),
        rows_all: outcome.rowsAll,
        rows_valid: outcome.rowsValid,
        error_rows: outcome.errorRows,
        error_columns: outcome.errorColumns,
        network_users: outcome.networkUsers,
        project_id: outcome.project?.projectId ?? '',
      },
    };
  }
}
