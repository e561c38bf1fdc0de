import type { MessageInitShape } from '@bufbuild/protobuf';
import type { ProjectSchema } from '@kizuna/proto';
import type { ProjectRecord, RunRecord } from './project-record.js';
import { canonicalInteractions } from '@kizuna/proto/rules';
import { projectStatus } from './project-status.js';

export function toProjectMessage(p: ProjectRecord, runs: RunRecord[]): MessageInitShape<typeof ProjectSchema> {
  const mine = runs.filter((r) => r.project_id === p._id).sort((a, b) => a.k - b.k);
  return {
    projectId: p._id,
    projectName: p.project_name,
    ownerId: p.owner_id,
    userName: p.user_name,
    userEmail: p.user_email,
    status: projectStatus(mine),
    failureCode: mine.find((r) => r.failure_code)?.failure_code ?? '',
    filename: p.filename,
    datasetId: p.dataset_id,
    postsKey: p.posts_key,
    rowsAll: p.rows_all,
    rowsValid: p.rows_valid,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
    relations: canonicalInteractions(p.relations),
    shares: p.shares.map((s) => ({
      userId: s.user_id,
      email: s.email,
      name: s.name,
      role: s.role,
      sharedAt: s.shared_at,
    })),
    companyCode: p.company_code,
    runs: mine.map((r) => ({
      processId: r._id,
      totalCluster: r.k,
      status: r.status,
      stage: r.stage,
      percent: r.percent,
      failureCode: r.failure_code,
      failureReason: r.failure_reason,
      failureMessage: r.failure_message,
      started: r.started,
      nodeCount: r.node_count,
      edgeCount: r.edge_count,
      queuePosition: r.queue_position,
      skippedPosts: r.skipped_posts ?? 0,
      ...(r.stage_times && {
        stageTimes: {
          validateMs: p.validate_ms,
          tokenizeMs: r.stage_times.tokenize_ms,
          networkMs: r.stage_times.network_ms,
          communitiesMs: r.stage_times.communities_ms,
          keywordsMs: r.stage_times.keywords_ms,
          layoutMs: r.stage_times.layout_ms,
          writeMs: r.stage_times.write_ms,
        },
      }),
    })),
  };
}
