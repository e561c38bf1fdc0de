import type { Project, Run } from '@kizuna/proto';
import { canonicalInteractions, type PolicyActor, ProjectPolicy, RunStatus } from '@kizuna/proto/rules';
import type { Project as ProjectJson, ProjectShare, Run as RunJson } from '@kizuna/http-api';

const statusText: Record<RunStatus, ProjectJson['status_text']> = {
  [RunStatus.WAITING]: 'waiting',
  [RunStatus.PROCESSING]: 'processing',
  [RunStatus.DONE]: 'done',
  [RunStatus.ERROR]: 'failed',
};

export function runJson(r: Run): RunJson {
  return {
    process_id: r.processId,
    total_cluster: r.totalCluster,
    status: r.status,
    started: r.started,
    stage: r.stage,
    percent: r.percent,
    failure_code: r.failureCode,
    failure_reason: r.failureReason,
    failure_message: r.failureMessage,
    node_count: r.nodeCount,
    edge_count: r.edgeCount,
    queue_position: r.queuePosition,
    skipped_posts: r.skippedPosts,
    ...(r.stageTimes && {
      stage_times: {
        validate_ms: r.stageTimes.validateMs,
        tokenize_ms: r.stageTimes.tokenizeMs,
        network_ms: r.stageTimes.networkMs,
        communities_ms: r.stageTimes.communitiesMs,
        keywords_ms: r.stageTimes.keywordsMs,
        layout_ms: r.stageTimes.layoutMs,
        write_ms: r.stageTimes.writeMs,
      },
    }),
  };
}

/** A project as the API shows it to the actor (spec §3 Project/file, with the labels' extra fields). */
export function projectJson(p: Project, actor: PolicyActor): ProjectJson {
  const done = p.runs.filter((r) => r.status === RunStatus.DONE);
  return {
    project_id: p.projectId,
    project_name: p.projectName,
    user_name: p.userName,
    user_email: p.userEmail,
    status: p.status,
    status_text: statusText[p.status] ?? 'failed',
    failure_code: p.failureCode,
    filename: p.filename,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    rows_all: p.rowsAll,
    rows_valid: p.rowsValid,
    relations: canonicalInteractions(p.relations),
    node_count: done.length ? Math.max(...done.map((r) => r.nodeCount)) : 0,
    edge_count: done.length ? Math.max(...done.map((r) => r.edgeCount)) : 0,
    ProcessResult: p.runs.map(runJson),
    // Listed or found through the policy, so a role is there; viewer is the least it can be.
    my_role:
      ProjectPolicy.role(actor, { ownerId: p.ownerId, shares: p.shares, companyCode: p.companyCode }) ?? 'viewer',
    company_shared: p.companyCode !== '',
  };
}

/** The shares as the owner and admins see them (get_project, the sharing routes). */
export function sharesJson(p: Project): ProjectShare[] {
  return p.shares.map((s) => ({
    user_id: s.userId,
    email: s.email,
    name: s.name,
    role: s.role === 'editor' ? 'editor' : 'viewer',
    shared_at: s.sharedAt,
  }));
}
