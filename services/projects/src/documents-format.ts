import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { DocumentCollection, DocumentStore } from '@kizuna/platform/documents';
import type { JsonLogger } from '@kizuna/platform/logging';
import { DOCUMENT_STORE, LOGGER } from '@kizuna/platform/runtime';
import { DEFAULT_INTERACTIONS } from '@kizuna/proto/rules';
import type { FormatRecord, ProjectRecord, RunRecord } from './project-record.js';
import { moveAssignmentsToTeamIds } from './labels/assignment-ids-upgrade.js';
import { groupAssignments } from './labels/assignment-groups-upgrade.js';
import {
  LABEL_ASSIGNMENTS,
  LABEL_ASSIGNMENTS_BEFORE_5,
  LABEL_GROUPS,
  type LabelAssignmentRecord,
  type LabelGroupRecord,
} from './labels/label-record.js';
import './labels/labels.schema.js';
import './projects.schema.js';

/**
 * The format of the projects service's documents, kept in its `projects_format` collection (one record
 * per store, `_id` 'projects'); records carry no version of their own, so one upgrade brings the
 * whole store along.
 *
 * 1: no projects_format record. Projects registered before relations could be chosen have no
 *    `relations` (they were analysed on retweets), and none from before registration was timed
 *    has `validate_ms`.
 * 2: every project has `relations` and `validate_ms`.
 * 3: every project has `shares` and `company_code` (projects from before sharing: not shared).
 * 4: every run has `failure_reason`, `failure_message` (empty unless failed), `removing`,
 *    `queue_position` and `resumes` (runs from before them: none, not queued, never resumed).
 * 5: account label assignments are in `label_assignments_v2`, their ids team, label and account
 *    (labels/label-record.ts says why); `label_assignments` is empty.
 * 6: account label assignments are groups in `label_groups` (accounts of one label with the same
 *    note, who and when; labels/label-record.ts LabelGroupRecord); `label_assignments_v2` is empty.
 */
export const PROJECT_DOCUMENTS_VERSION = 6;
/** The format from which the label assignments are where the labels service reads and writes them. */
export const LABELS_DOCUMENTS_VERSION = 6;

/** The collections the upgrades change. */
interface Collections {
  projects: DocumentCollection<ProjectRecord>;
  runs: DocumentCollection<RunRecord>;
  assignmentsBefore5: DocumentCollection<LabelAssignmentRecord>;
  assignments: DocumentCollection<LabelAssignmentRecord>;
  groups: DocumentCollection<LabelGroupRecord>;
}

type Upgrade = (collections: Collections) => Promise<number>;

/** The upgrades by the version they lead to; each looks before it writes, so running one twice changes nothing. */
const UPGRADES: ReadonlyMap<number, Upgrade> = new Map([
  [
    2,
    async ({ projects }) =>
      (await projects.updateMany(
        { relations: { $exists: false } },
        { $set: { relations: [...DEFAULT_INTERACTIONS] } },
      )) + (await projects.updateMany({ validate_ms: { $exists: false } }, { $set: { validate_ms: 0 } })),
  ],
  [
    3,
    async ({ projects }) =>
      (await projects.updateMany({ shares: { $exists: false } }, { $set: { shares: [] } })) +
      (await projects.updateMany({ company_code: { $exists: false } }, { $set: { company_code: '' } })),
  ],
  [4, async ({ runs }) => setWhereAbsent(runs, RUN_DEFAULTS_4)],
  [5, async ({ assignmentsBefore5, assignments }) => moveAssignmentsToTeamIds(assignmentsBefore5, assignments)],
  [6, async ({ assignments, groups }) => groupAssignments(assignments, groups)],
]);

/** What format 4 gives a run that lacks a field (states no run of an older format could be in). */
const RUN_DEFAULTS_4 = { failure_reason: '', failure_message: '', removing: false, queue_position: 0, resumes: 0 };

async function setWhereAbsent(
  collection: DocumentCollection<RunRecord>,
  defaults: Record<string, unknown>,
): Promise<number> {
  let changed = 0;
  for (const [field, value] of Object.entries(defaults))
    changed += await collection.updateMany(
      { [field]: { $exists: false } } as never,
      { $set: { [field]: value } } as never,
    );
  return changed;
}

/**
 * At start-up, brings the project and run documents of an older format up to the current one, so
 * the code reads one shape. A failed upgrade is logged and leaves the version where it was (the
 * next start tries again); the start goes on.
 */
@Injectable()
export class ProjectDocumentsFormat implements OnModuleInit {
  private readonly collections: Collections;
  private readonly formats: DocumentCollection<FormatRecord>;
  /** The format the documents are known to be at: none until an upgrade has looked. */
  private version = 0;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {
    this.collections = {
      projects: store.collection<ProjectRecord>('projects'),
      runs: store.collection<RunRecord>('runs'),
      assignmentsBefore5: store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS_BEFORE_5),
      assignments: store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS),
      groups: store.collection<LabelGroupRecord>(LABEL_GROUPS),
    };
    this.formats = store.collection<FormatRecord>('projects_format');
  }

  async onModuleInit(): Promise<void> {
    await this.upgrade();
  }

  /**
   * Whether the label assignments are all where the labels service keeps them (formats 5 and 6 done). Until
   * then label requests are refused (LabelsService): a change made while some assignments still wait
   * in the old collection would be undone when they move (an unassigned label back on its account).
   */
  labelsReady(): boolean {
    return this.version >= LABELS_DOCUMENTS_VERSION;
  }

  /** The version the documents are at once done. */
  async upgrade(): Promise<number> {
    let version = 1;
    try {
      version = (await this.formats.findOne({ _id: 'projects' }))?.version ?? 1;
      while (version < PROJECT_DOCUMENTS_VERSION) {
        const upgrade = UPGRADES.get(version + 1);
        if (!upgrade) throw new Error(`no upgrade from project documents format ${version}`);
        const changed = await upgrade(this.collections);
        version++;
        await this.formats.updateOne(
          { _id: 'projects' },
          { $set: { version, upgraded_at: new Date().toISOString() } },
          { upsert: true },
        );
        this.logger.info('project documents upgraded', { version, changed });
        this.version = version;
      }
      this.version = version;
    } catch (err) {
      this.logger.error('upgrading the project documents failed; they stay as they are until the next start', {
        version,
        message: err instanceof Error ? err.message : String(err),
      });
    }
    return version;
  }
}
