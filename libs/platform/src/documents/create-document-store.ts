import type { DocumentStore } from './document-store.port.js';
import { NedbDocumentStore } from './nedb-document-store.js';
import type { RepairLogger } from './repair-data-file.js';

export type DocumentStoreConfig =
  { kind: 'embedded'; directory: string; logger?: RepairLogger } | { kind: 'mongo'; url: string; database: string };

/**
 * The configured store. mongoose (0.4 s to load) is loaded only for MongoDB: every start on the
 * embedded defaults, and every worker thread that opened the documents, paid for it.
 */
export async function createDocumentStore(config: DocumentStoreConfig): Promise<DocumentStore> {
  switch (config.kind) {
    case 'embedded':
      return new NedbDocumentStore({ directory: config.directory, logger: config.logger });
    case 'mongo': {
      const { MongooseDocumentStore } = await import('./mongoose-document-store.js');
      return new MongooseDocumentStore({ url: config.url, database: config.database });
    }
  }
}
