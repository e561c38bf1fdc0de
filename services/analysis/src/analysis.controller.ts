import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedEventOf, type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { AnalysisJob } from './job/analysis-job.js';
import { NodeDetails } from './results/node-details.js';
import { RunComparisons } from './results/run-comparisons.js';
import { RunGraphs } from './results/stored/run-graphs.js';
import { RunWriter } from './results/stored/run-writer.js';
import { ResultQueries } from './results/result-queries.js';
import { ClusterStyles, type ClusterChange } from './results/cluster-styles.js';
import { RunMembers } from './results/run-members.js';
import { WholeGraphs } from './results/whole-graphs.js';
import { RunWindows } from './results/run-windows.js';
import { ResultExports } from './exports/result-exports.js';
import { RelationQueries } from './results/relation-queries.js';
import { CoordinationQueries } from './results/coordination/coordination-queries.js';
import { CoordinationExport } from './exports/coordination-export.js';
import { jsonReply } from './bus-answers.js';
import { RunUserKeys } from './results/run-user-keys.js';
import type { CoordinationSettings } from './engine/coordination/index.js';

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
    return this.job.enqueue(req);
  }

  /** Not awaited: the terms are computed in the background, and a run asking meanwhile joins that work. */
  @EventPattern(Topic.AnalysisPrepare)
  onPrepare(@Payload() e: ReceivedEventOf<Topic.AnalysisPrepare>): void {
    void this.job.prepare(e.datasetId, e.postsKey, e.relations);
  }

  /** Not awaited: the layout is computed in the background (a project prepared before layouts were). */
  @EventPattern(Topic.AnalysisLayoutWanted)
  onLayoutWanted(@Payload() e: ReceivedEventOf<Topic.AnalysisLayoutWanted>): void {
    this.job.layOut(e.datasetId, e.postsKey, e.relations);
  }

  @EventPattern(Topic.ProjectsDeleted)
  async onProjectDeleted(@Payload() e: ReceivedEventOf<Topic.ProjectsDeleted>): Promise<void> {
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
  async onRunDeleted(@Payload() e: ReceivedEventOf<Topic.ProjectsRunDeleted>): Promise<void> {
    this.job.cancel([e.processId]);
    this.members.forget(e.processId);
    await this.runs.deleteRun(e.processId);
  }

  @MessagePattern(Topic.AnalysisGraphGet)
  async graph(@Payload() req: ReceivedRequestOf<Topic.AnalysisGraphGet>): Promise<ReplyInitOf<Topic.AnalysisGraphGet>> {
    const key = await this.graphs.key(req.processId);
    // The graph page asks for the run's labels beside the graph (issue 48): its users' keys are
    // read now, while the graph travels, not after the labels' own request reaches here.
    this.userKeys.warm(req.processId);
    return { key, contentType: 'application/json' };
  }

  @MessagePattern(Topic.AnalysisWholeGraphGet)
  async wholeGraph(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisWholeGraphGet>,
  ): Promise<ReplyInitOf<Topic.AnalysisWholeGraphGet>> {
    return { key: await this.wholeGraphs.key(req.processId), contentType: 'application/octet-stream' };
  }

  @MessagePattern(Topic.AnalysisClusterDetail)
  async cluster(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisClusterDetail>,
  ): Promise<ReplyInitOf<Topic.AnalysisClusterDetail>> {
    return jsonReply(Topic.AnalysisClusterDetail, await this.queries.clusterDetail(req.processId, req.clusterId));
  }

  @MessagePattern(Topic.AnalysisMembersList)
  async membersPage(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisMembersList>,
  ): Promise<ReplyInitOf<Topic.AnalysisMembersList>> {
    return jsonReply(Topic.AnalysisMembersList, await this.queries.membersPage(req));
  }

  @MessagePattern(Topic.AnalysisPostsList)
  async postsPage(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisPostsList>,
  ): Promise<ReplyInitOf<Topic.AnalysisPostsList>> {
    return jsonReply(Topic.AnalysisPostsList, await this.queries.postsPage(req));
  }

  @MessagePattern(Topic.AnalysisClusterWindow)
  async clusterWindow(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisClusterWindow>,
  ): Promise<ReplyInitOf<Topic.AnalysisClusterWindow>> {
    return jsonReply(Topic.AnalysisClusterWindow, await this.windows.clusterWindow(req));
  }

  @MessagePattern(Topic.AnalysisNodesSearch)
  async searchNodes(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisNodesSearch>,
  ): Promise<ReplyInitOf<Topic.AnalysisNodesSearch>> {
    return jsonReply(Topic.AnalysisNodesSearch, await this.queries.searchNodes(req.processId, req.query, req.limit));
  }

  @MessagePattern(Topic.AnalysisClusterUpdate)
  async updateCluster(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisClusterUpdate>,
  ): Promise<ReplyInitOf<Topic.AnalysisClusterUpdate>> {
    const change: ClusterChange = {
      processId: req.processId,
      clusterId: req.clusterId,
      name: req.name,
      color: req.color,
    };
    const data = await this.styles.update(change);
    return jsonReply(Topic.AnalysisClusterUpdate, { status: 'success', data });
  }

  @MessagePattern(Topic.AnalysisExport)
  async export(@Payload() req: ReceivedRequestOf<Topic.AnalysisExport>): Promise<ReplyInitOf<Topic.AnalysisExport>> {
    return this.exports.write(req);
  }

  @MessagePattern(Topic.AnalysisRelationsMatrix)
  async relationsMatrix(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisRelationsMatrix>,
  ): Promise<ReplyInitOf<Topic.AnalysisRelationsMatrix>> {
    return jsonReply(
      Topic.AnalysisRelationsMatrix,
      await this.relations.matrix(req.processId, req.timeStart, req.timeEnd),
    );
  }

  @MessagePattern(Topic.AnalysisRelationsBridges)
  async relationsBridges(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisRelationsBridges>,
  ): Promise<ReplyInitOf<Topic.AnalysisRelationsBridges>> {
    return jsonReply(Topic.AnalysisRelationsBridges, await this.relations.bridges(req.processId, req.clusterId));
  }

  @MessagePattern(Topic.AnalysisRunsCompare)
  async runsCompare(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisRunsCompare>,
  ): Promise<ReplyInitOf<Topic.AnalysisRunsCompare>> {
    return jsonReply(Topic.AnalysisRunsCompare, await this.comparisons.comparison(req.processId, req.otherProcessId));
  }

  /** 0 asks for a setting's default (the bus message has no absent numbers). */
  @MessagePattern(Topic.AnalysisCoordinationGet)
  async coordinationGet(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisCoordinationGet>,
  ): Promise<ReplyInitOf<Topic.AnalysisCoordinationGet>> {
    // Written once per answer kept (CoordinationQueries.answerJson).
    return {
      json: await this.coordination.answerJson(req.processId, askedCoordination(req)),
    };
  }

  @MessagePattern(Topic.AnalysisCoordinationExport)
  async coordinationDownload(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisCoordinationExport>,
  ): Promise<ReplyInitOf<Topic.AnalysisCoordinationExport>> {
    return this.coordinationExport.write(req.processId, askedCoordination(req));
  }

  @MessagePattern(Topic.AnalysisRunsCompareMembers)
  async runsCompareMembers(
    @Payload() req: ReceivedRequestOf<Topic.AnalysisRunsCompareMembers>,
  ): Promise<ReplyInitOf<Topic.AnalysisRunsCompareMembers>> {
    return jsonReply(
      Topic.AnalysisRunsCompareMembers,
      await this.comparisons.comparisonMembers(req, req.page, req.maxCount),
    );
  }

  @MessagePattern(Topic.AnalysisNodeGet)
  async node(@Payload() req: ReceivedRequestOf<Topic.AnalysisNodeGet>): Promise<ReplyInitOf<Topic.AnalysisNodeGet>> {
    return jsonReply(Topic.AnalysisNodeGet, await this.nodeDetails.get(req.processId, req.nodeId));
  }
}

/**
 * The settings a coordination request asks for, as the engine names them (0: the default). Every
 * setting is written out: the answer type has them all, so a line left out does not compile
 * (bus-engine-fields.type-test.ts lists where each bus field goes).
 */
function askedCoordination(req: ReceivedRequestOf<Topic.AnalysisCoordinationGet>): CoordinationSettings {
  return {
    window_seconds: req.windowSeconds,
    post_window_seconds: req.postWindowSeconds,
    min_repetitions: req.minRepetitions,
  };
}
