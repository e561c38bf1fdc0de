import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE } from '@kizuna/platform/runtime';
import { createDeclaredIndexes, type DocumentCollection, type DocumentStore } from '@kizuna/platform/documents';
import type { LabelAssignmentRecord, LabelRecord } from './label-record.js';
import './labels.schema.js';

/** The teams' account labels and their assignments (issue 48), kept apart from any project: deleting a project keeps them. */
@Injectable()
export class LabelsRepository implements OnModuleInit {
  readonly labels: DocumentCollection<LabelRecord>;
  readonly assignments: DocumentCollection<LabelAssignmentRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.labels = store.collection<LabelRecord>('labels');
    this.assignments = store.collection<LabelAssignmentRecord>('label_assignments');
  }

  async onModuleInit(): Promise<void> {
    await createDeclaredIndexes(this.labels, 'labels');
    await createDeclaredIndexes(this.assignments, 'label_assignments');
  }
}
