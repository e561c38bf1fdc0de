import path from 'node:path';
import type { KizunaConfig } from '@kizuna/platform/config';
import type { DocumentStore } from '@kizuna/platform/documents';
import { DocumentLogStore } from './document-log-store.js';
import type { SegmentLogger } from './log-segment-file.js';
import type { LogStore } from './log-store.port.js';
import { SegmentLogStore } from './segment-log-store.js';

/** Segment files under DATA_DIR/logs with the embedded document engine; the document store (MongoDB) otherwise. */
export function createLogStore(config: KizunaConfig, documents: DocumentStore, logger: SegmentLogger): LogStore {
  return config.documents.kind === 'embedded'
    ? new SegmentLogStore({ directory: path.join(config.dataDir, 'logs'), logger })
    : new DocumentLogStore(documents);
}
