import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import {
  LABEL_ASSIGNMENTS,
  LABEL_TEAMS,
  type LabelAssignmentRecord,
  type LabelRecord,
  type LabelTeamRecord,
} from './label-record.js';
import './labels.schema.js';

/** The teams' account labels and their assignments (issue 48), kept apart from any project: deleting a project keeps them. */
@Injectable()
export class LabelsRepository implements OnModuleInit {
  readonly labels: DocumentCollection<LabelRecord>;
  readonly assignments: DocumentCollection<LabelAssignmentRecord>;
  /** Each team's lease on its changes and their log entries (team-lease.ts). */
  readonly teams: DocumentCollection<LabelTeamRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.labels = store.collection<LabelRecord>('labels');
    this.assignments = store.collection<LabelAssignmentRecord>(LABEL_ASSIGNMENTS);
    this.teams = store.collection<LabelTeamRecord>(LABEL_TEAMS);
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.labels, 'labels');
    // Loaded now (the embedded engine reads a collection's file on first use), not while the first
    // graph after a start waits for its labels.
    await this.assignments.count({ _id: '' });
  }
}
