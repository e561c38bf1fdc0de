import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { AnalysisJob } from './job/analysis-job.js';
import { NodeDetails } from './results/node-details.js';
import { RunComparisons } from './results/run-comparisons.js';
import { RunGraphs } from './results/stored/run-graphs.js';
import { RunWriter } from './results/stored/run-writer.js';
import { ResultQueries } from './results/result-queries.js';
import { ClusterStyles } from './results/cluster-styles.js';
import { RunMembers } from './results/run-members.js';
import { WholeGraphs } from './results/whole-graphs.js';
import { RunWindows } from './results/run-windows.js';
import { ResultExports } from './exports/result-exports.js';
import { RelationQueries } from './results/relation-queries.js';
import { CoordinationQueries } from './results/coordination/coordination-queries.js';
import { CoordinationExport } from './exports/coordination-export.js';
import { jsonReply } from './bus-answers.js';
import { RunUserKeys } from './results/run-user-keys.js';
import {
  toAnalysisAsked,
  toBridgesAsked,
  toClusterChange,
  toClusterWindowQuery,
  toCommunityAsked,
  toComparisonAsked,
  toComparisonMembersAsked,
  toCoordinationAsked,
  toExportRequest,
  toMatrixAsked,
  toMembersAsked,
  toNodeAsked,
  toNodesSearchAsked,
  toPostsAsked,
  toPrepareAsked,
  toProjectRemoval,
  toRunAsked,
  toRunRemoval,
} from './analysis-adapters.js';

@Controller()
export class AnalysisController {
  constructor(
    private readonly job: AnalysisJob,
    private readonly runs: RunWriter,
    private readonly graphs: RunGraphs,
    private readonly nodeDetails: NodeDetails,
    private readonly queries: ResultQueries,
    private readonly styles: ClusterStyles,
    private readonly members: RunMembers,
    private readonly exports: ResultExports,
    private readonly windows: RunWindows,
    private readonly relations: RelationQueries,
    private readonly comparisons: RunComparisons,
    private readonly coordination: CoordinationQueries,
    private readonly coordinationExport: CoordinationExport,
    private readonly userKeys: RunUserKeys,
    private readonly wholeGraphs: WholeGraphs,
  ) {}

  @EventPattern(Topic.AnalysisRequested)
  onRequested(@Payload() req: ReceivedEventOf<Topic.AnalysisRequested>): Promise<void> {
    return this.job.enqueue(toAnalysisAsked(req));
  }

  /** Not awaited: the terms are computed in the background, and a run asking meanwhile joins that work. */
  @EventPattern(Topic.AnalysisPrepare)
  onPrepare(@Payload() e: ReceivedEventOf<Topic.AnalysisPrepare>): void {
    const asked = toPrepareAsked(e);
    void this.job.prepare(asked.datasetId, asked.postsKey, asked.relations);
  }

  /** Not awaited: the layout is computed in the background (a project prepared before layouts were). */
  @EventPattern(Topic.AnalysisLayoutWanted)
  onLayoutWanted(@Payload() e: ReceivedEventOf<Topic.AnalysisLayoutWanted>): void {
    const asked = toPrepareAsked(e);
    this.job.layOut(asked.datasetId, asked.postsKey, asked.relations);
  }

  @EventPattern(Topic.ProjectsDeleted)
  async onProjectDeleted(@Payload() msg: ReceivedEventOf<Topic.ProjectsDeleted>): Promise<void> {
    const e = toProjectRemoval(msg);
    // First: work in flight for the project stops and writes nothing more.
    this.job.cancel(e.processIds);
    if (e.datasetId) this.job.stopDataset(e.datasetId);
    for (const processId of e.processIds) {
      this.members.forget(processId);
      await this.runs.deleteRun(processId);
    }
    if (e.datasetId) await this.runs.deleteDataset(e.datasetId);
  }

  /** One run removed from /files (delete_run): its results go, the dataset's stay for the other runs. */
  @EventPattern(Topic.ProjectsRunDeleted)
  async onRunDeleted(@Payload() msg: ReceivedEventOf<Topic.ProjectsRunDeleted>): Promise<void> {
    const e = toRunRemoval(msg);
    this.job.cancel([e.processId]);
    this.members.forget(e.processId);
    await this.runs.deleteRun(e.processId);
  }

  @MessagePattern(Topic.AnalysisGraphGet)
  async graph(@Payload() msg: ReceivedRequestOf<Topic.AnalysisGraphGet>): Promise<ReplyInitOf<Topic.AnalysisGraphGet>> {
    const req = toRunAsked(msg);
    const key = await this.graphs.key(req.processId);
    // The graph page asks for the run's labels beside the graph (issue 48): its users' keys are
    // read now, while the graph travels, not after the labels' own request reaches here.
    this.userKeys.warm(req.processId);
    return { key, contentType: 'application/json' };
  }

  @MessagePattern(Topic.AnalysisWholeGraphGet)
  async wholeGraph(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisWholeGraphGet>,
  ): Promise<ReplyInitOf<Topic.AnalysisWholeGraphGet>> {
    const req = toRunAsked(msg);
    return { key: await this.wholeGraphs.key(req.processId), contentType: 'application/octet-stream' };
  }

  @MessagePattern(Topic.AnalysisClusterDetail)
  async cluster(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisClusterDetail>,
  ): Promise<ReplyInitOf<Topic.AnalysisClusterDetail>> {
    const req = toCommunityAsked(msg);
    return jsonReply(Topic.AnalysisClusterDetail, await this.queries.clusterDetail(req.processId, req.clusterId));
  }

  @MessagePattern(Topic.AnalysisMembersList)
  async membersPage(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisMembersList>,
  ): Promise<ReplyInitOf<Topic.AnalysisMembersList>> {
    const req = toMembersAsked(msg);
    return jsonReply(Topic.AnalysisMembersList, await this.queries.membersPage(req));
  }

  @MessagePattern(Topic.AnalysisPostsList)
  async postsPage(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisPostsList>,
  ): Promise<ReplyInitOf<Topic.AnalysisPostsList>> {
    const req = toPostsAsked(msg);
    return jsonReply(Topic.AnalysisPostsList, await this.queries.postsPage(req));
  }

  @MessagePattern(Topic.AnalysisClusterWindow)
  async clusterWindow(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisClusterWindow>,
  ): Promise<ReplyInitOf<Topic.AnalysisClusterWindow>> {
    const req = toClusterWindowQuery(msg);
    return jsonReply(Topic.AnalysisClusterWindow, await this.windows.clusterWindow(req));
  }

  @MessagePattern(Topic.AnalysisNodesSearch)
  async searchNodes(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisNodesSearch>,
  ): Promise<ReplyInitOf<Topic.AnalysisNodesSearch>> {
    const req = toNodesSearchAsked(msg);
    return jsonReply(Topic.AnalysisNodesSearch, await this.queries.searchNodes(req.processId, req.query, req.limit));
  }

  @MessagePattern(Topic.AnalysisClusterUpdate)
  async updateCluster(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisClusterUpdate>,
  ): Promise<ReplyInitOf<Topic.AnalysisClusterUpdate>> {
    const req = toClusterChange(msg);
    const data = await this.styles.update(req);
    return jsonReply(Topic.AnalysisClusterUpdate, { status: 'success', data });
  }

  @MessagePattern(Topic.AnalysisExport)
  async export(@Payload() msg: ReceivedRequestOf<Topic.AnalysisExport>): Promise<ReplyInitOf<Topic.AnalysisExport>> {
    const req = toExportRequest(msg);
    return this.exports.write(req);
  }

  @MessagePattern(Topic.AnalysisRelationsMatrix)
  async relationsMatrix(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisRelationsMatrix>,
  ): Promise<ReplyInitOf<Topic.AnalysisRelationsMatrix>> {
    const req = toMatrixAsked(msg);
    return jsonReply(
      Topic.AnalysisRelationsMatrix,
      await this.relations.matrix(req.processId, req.timeStart, req.timeEnd),
    );
  }

  @MessagePattern(Topic.AnalysisRelationsBridges)
  async relationsBridges(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisRelationsBridges>,
  ): Promise<ReplyInitOf<Topic.AnalysisRelationsBridges>> {
    const req = toBridgesAsked(msg);
    return jsonReply(Topic.AnalysisRelationsBridges, await this.relations.bridges(req.processId, req.clusterId));
  }

  @MessagePattern(Topic.AnalysisRunsCompare)
  async runsCompare(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisRunsCompare>,
  ): Promise<ReplyInitOf<Topic.AnalysisRunsCompare>> {
    const req = toComparisonAsked(msg);
    return jsonReply(Topic.AnalysisRunsCompare, await this.comparisons.comparison(req.processId, req.otherProcessId));
  }

  @MessagePattern(Topic.AnalysisCoordinationGet)
  async coordinationGet(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisCoordinationGet>,
  ): Promise<ReplyInitOf<Topic.AnalysisCoordinationGet>> {
    const req = toCoordinationAsked(msg);
    // Written once per answer kept (CoordinationQueries.answerJson).
    return {
      json: await this.coordination.answerJson(req.processId, req.settings),
    };
  }

  @MessagePattern(Topic.AnalysisCoordinationExport)
  async coordinationDownload(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisCoordinationExport>,
  ): Promise<ReplyInitOf<Topic.AnalysisCoordinationExport>> {
    const req = toCoordinationAsked(msg);
    return this.coordinationExport.write(req.processId, req.settings);
  }

  @MessagePattern(Topic.AnalysisRunsCompareMembers)
  async runsCompareMembers(
    @Payload() msg: ReceivedRequestOf<Topic.AnalysisRunsCompareMembers>,
  ): Promise<ReplyInitOf<Topic.AnalysisRunsCompareMembers>> {
    const req = toComparisonMembersAsked(msg);
    return jsonReply(
      Topic.AnalysisRunsCompareMembers,
      await this.comparisons.comparisonMembers(req, req.page, req.maxCount),
    );
  }

  @MessagePattern(Topic.AnalysisNodeGet)
  async node(@Payload() msg: ReceivedRequestOf<Topic.AnalysisNodeGet>): Promise<ReplyInitOf<Topic.AnalysisNodeGet>> {
    const req = toNodeAsked(msg);
    return jsonReply(Topic.AnalysisNodeGet, await this.nodeDetails.get(req.processId, req.nodeId));
  }
}
