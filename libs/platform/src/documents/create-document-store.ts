import type { DocumentStore } from './document-store.port.js';
import { MongooseDocumentStore } from './mongoose-document-store.js';
import { NedbDocumentStore } from './nedb-document-store.js';
import type { RepairLogger } from './repair-data-file.js';

export type DocumentStoreConfig =
  { kind: 'embedded'; directory: string; logger?: RepairLogger } | { kind: 'mongo'; url: string; database: string };

export function createDocumentStore(config: DocumentStoreConfig): DocumentStore {
  switch (config.kind) {
    case 'embedded':
      return new NedbDocumentStore({ directory: config.directory, logger: config.logger });
    case 'mongo':
      return new MongooseDocumentStore({ url: config.url, database: config.database });
  }
}
