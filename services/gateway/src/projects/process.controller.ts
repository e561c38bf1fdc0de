import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { Topic } from '@kizuna/contracts';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { boolField, intField, stringField } from '../http/body-fields.js';
import { ProjectAccess } from './project-access.service.js';
import { projectJson, runJson } from './project-json.js';
import { parseClusterCounts } from './parse-cluster-counts.js';
import { isOwnUploadKey } from '../upload/upload-key.js';

type Fields = Record<string, unknown>;

@Controller('api/v1/process')
export class ProcessController {
  constructor(
    private readonly bus: BusClient,
    private readonly access: ProjectAccess,
  ) {}

  @Post('list_data')
  @HttpCode(200)
  async listData(@CurrentActor() actor: Actor, @Body() body: Fields) {
    const reply = await this.bus.request(Topic.ProjectsList, {
      actor,
      search: stringField(body, 'search'),
      page: intField(body, 'page', 0),
      maxCount: intField(body, 'max_count', 25),
      sortKey: intField(body, 'sort_key', 0),
      isAscending: boolField(body, 'is_ascending', false),
    });
    return { DataResult: reply.projects.map(projectJson), stats: { count_total: reply.countTotal } };
  }

  @Post('get_project')
  @HttpCode(200)
  async getProject(@CurrentActor() actor: Actor, @Body() body: Fields) {
    const project = await this.access.project(actor, {
      projectId: stringField(body, 'project_id', { required: true }),
    });
    return { ProcessResult: project.runs.map(runJson), project: projectJson(project) };
  }

  /** The review screen: one page of the project's clean posts, with the file's own column names. */
  @Post('get_rawdata')
  @HttpCode(200)
  async getRawData(@CurrentActor() actor: Actor, @Body() body: Fields) {
    const project = await this.access.project(actor, {
      projectId: stringField(body, 'project_id', { required: true }),
    });
    const page = await this.bus.request(Topic.IngestRawDataGet, {
      datasetId: project.datasetId,
      search: stringField(body, 'search'),
      page: intField(body, 'page', 0),
      maxCount: intField(body, 'max_count', 25),
      sortKey: intField(body, 'sort_key', 3),
      isAscending: boolField(body, 'is_ascending', true),
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
    };
  }

  @Post('delete_csv')
  @HttpCode(200)
  async deleteCsv(@CurrentActor() actor: Actor, @Body() body: Fields) {
    const project = await this.access.project(actor, {
      projectId: stringField(body, 'project_id', { required: true }),
    });
    await this.bus.request(Topic.ProjectsDelete, { projectId: project.projectId });
    return { status: 'success' };
  }

  @Post('analyze_start')
  @HttpCode(200)
  async analyzeStart(@CurrentActor() actor: Actor, @Body() body: Fields, @Query() query: Fields) {
    const ids = stringField({ ...query, ...body }, 'list_process_id', { required: true })
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const processId of ids) await this.access.project(actor, { processId });
    await this.bus.request(Topic.ProjectsStart, { actor, processIds: ids });
    return { status: 'success' };
  }

  /** The spec sends these as query parameters; a JSON body works too. */
  @Post('register_analyze')
  @HttpCode(200)
  async registerAnalyze(@CurrentActor() actor: Actor, @Body() body: Fields, @Query() query: Fields) {
    const f = { ...query, ...body };
    const projectName = stringField(f, 'project_name').trim();
    if (!projectName) throw new DomainError(ErrorCode.NameRequired, 'Please enter project name');
    if (projectName.length > 100)
      throw new DomainError(ErrorCode.NameTooLong, 'The project name must be at most 100 characters.');
    const clusterCounts = parseClusterCounts(stringField(f, 'list_cluster_count'));
    const uploadKey = stringField(f, 'path_s3', { required: true });
    if (!isOwnUploadKey(uploadKey, actor.userId))
      throw new DomainError(ErrorCode.UploadMissing, 'The uploaded file was not found. Please upload it again.');
    const others = [1, 2, 3, 4, 5].map((i) => intField(f, `opt${i}_col_index`, -1)).filter((i) => i >= 0);

    const dataset = await this.bus.request(Topic.IngestRegister, {
      uploadKey,
      ownerId: actor.userId,
      mapping: {
        time: intField(f, 'colindex_tweet_date', -1),
        author: intField(f, 'colindex_screen_name', -1),
        contents: intField(f, 'colindex_tweet_text', -1),
        followers: intField(f, 'colindex_count_follower', -1),
        others,
      },
    });
    const result = {
      ProcessResult: [] as ReturnType<typeof runJson>[],
      rows_all: dataset.rowsAll,
      rows_valid: dataset.rowsValid,
      error_rows: dataset.errorRows,
      error_columns: dataset.errorColumns,
      project_id: '',
    };
    // With no valid row there is nothing to analyse: no project is created, nothing half-stored.
    if (dataset.rowsValid === 0) return { RegisterResult: result };
    try {
      const { project } = await this.bus.request(Topic.ProjectsCreate, {
        owner: actor,
        projectName,
        filename: dataset.filename,
        datasetId: dataset.datasetId,
        postsKey: dataset.postsKey,
        rowsAll: dataset.rowsAll,
        rowsValid: dataset.rowsValid,
        clusterCounts,
      });
      result.project_id = project?.projectId ?? '';
      result.ProcessResult = (project?.runs ?? []).map(runJson);
    } catch (err) {
      await this.bus.request(Topic.IngestDatasetDelete, { datasetId: dataset.datasetId });
      throw err;
    }
    return { RegisterResult: result };
  }
}
