import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { NedbDocumentStore } from '@kizuna/platform/documents';
import { documentSchemaFor } from '@kizuna/platform/mongo-documents';
import { ACCESS_LOG_SPEC, SECURITY_EVENT_SPEC } from '../log-streams.js';
import { DocumentLogStore } from './document-log-store.js';

describe('DocumentLogStore on MongoDB', () => {
  it('declares each stream collection with its fields and the indexes pages and retention use', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'kizuna-doclog-schema-'));
    const documents = new NedbDocumentStore({ directory });
    try {
      const store = new DocumentLogStore(documents);
      for (const spec of [ACCESS_LOG_SPEC, SECURITY_EVENT_SPEC]) {
        await store.stream(spec);
        const schema = documentSchemaFor(`log_${spec.name}`);
        expect(schema.indexes().map(([fields]) => fields)).toEqual([{ type: 1, at: -1 }, { at: 1 }]);
        expect(schema.path('at').instance).toBe('Number');
        for (const field of spec.fields) expect(schema.path(field).instance).toBe('String');
      }
    } finally {
      await documents.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
