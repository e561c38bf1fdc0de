import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import {
  LABEL_GROUPS,
  LABEL_TEAMS,
  type LabelGroupRecord,
  type LabelRecord,
  type LabelTeamRecord,
} from './label-record.js';
import './labels.schema.js';

/** The teams' account labels and their assignments (issue 48), kept apart from any project: deleting a project keeps them. */
@Injectable()
export class LabelsRepository implements OnModuleInit {
  readonly labels: DocumentCollection<LabelRecord>;
  /** The assignments, as groups of accounts with the same label, note, who and when (label-groups.ts). */
  readonly groups: DocumentCollection<LabelGroupRecord>;
  /** Each team's lease on its changes and their log entries (team-lease.ts). */
  readonly teams: DocumentCollection<LabelTeamRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.labels = store.collection<LabelRecord>('labels');
    this.groups = store.collection<LabelGroupRecord>(LABEL_GROUPS);
    this.teams = store.collection<LabelTeamRecord>(LABEL_TEAMS);
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.labels, 'labels');
    // Loaded now (the embedded engine reads a collection's file on first use), not while the first
    // graph after a start waits for its labels.
    await this.groups.count({ _id: '' });
  }
}
