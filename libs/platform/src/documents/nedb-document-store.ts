import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Datastore } from './nedb-engine.js';
import type { BaseDocument, DocumentCollection, DocumentStore } from './document-store.port.js';
import { assertCollectionName } from './collection-name.js';
import { NedbCollection } from './nedb-collection.js';

export type NedbDocumentStoreOptions =
  | {
      /** Folder of the data files, one `<collection>.db` per collection. */
      directory: string;
      /** How often loaded collections rewrite their append-only files; 0 turns it off. Default 10 minutes. */
      compactionIntervalMs?: number;
    }
  | { inMemory: true };

type StoredDocument = Record<string, unknown> & { _id: string };

interface OpenCollection {
  collection: NedbCollection<BaseDocument>;
  datastore: Datastore<StoredDocument>;
  loaded: Promise<void>;
}

const DEFAULT_COMPACTION_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Document store on the embedded engine (@seald-io/nedb): each collection is held in memory and
 * appended to its own file, loaded on first use. Meant for metadata, never bulk data.
 */
export class NedbDocumentStore implements DocumentStore {
  private readonly open = new Map<string, OpenCollection>();
  private readonly directory: string | undefined;
  private readonly compactionTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(options: NedbDocumentStoreOptions) {
    if ('inMemory' in options) {
      this.directory = undefined;
    } else {
      this.directory = path.resolve(options.directory);
      mkdirSync(this.directory, { recursive: true });
      const interval = options.compactionIntervalMs ?? DEFAULT_COMPACTION_INTERVAL_MS;
      if (interval > 0) {
        this.compactionTimer = setInterval(() => void this.compact().catch(() => undefined), interval);
        // A timer must not keep a finished process (or a test run) alive.
        this.compactionTimer.unref();
      }
    }
  }

  collection<T extends BaseDocument>(name: string): DocumentCollection<T> {
    this.assertOpen();
    assertCollectionName(name);
    let entry = this.open.get(name);
    if (!entry) {
      const datastore = new Datastore<StoredDocument>({
        filename: this.directory === undefined ? undefined : path.join(this.directory, `${name}.db`),
        inMemoryOnly: this.directory === undefined,
        timestampData: false,
        autoload: false,
      });
      const loaded = datastore.loadDatabaseAsync();
      // A failed load is reported to each caller through `loaded`, not as an unhandled rejection.
      loaded.catch(() => undefined);
      const collection = new NedbCollection<BaseDocument>(name, async () => {
        this.assertOpen();
        await loaded;
        return datastore;
      });
      entry = { collection, datastore, loaded };
      this.open.set(name, entry);
    }
    return entry.collection as unknown as DocumentCollection<T>;
  }

  /** Rewrites every loaded collection's file to one line per live document. */
  async compact(): Promise<void> {
    if (this.directory === undefined) return;
    for (const entry of this.open.values()) {
      const usable = await entry.loaded.then(
        () => true,
        () => false,
      );
      if (usable) await entry.datastore.compactDatafileAsync();
    }
  }

  /** Finishes queued writes and compacts the files; the store cannot be used afterwards. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (this.compactionTimer) clearInterval(this.compactionTimer);
    for (const entry of this.open.values()) await entry.collection.drain();
    await this.compact();
    this.closed = true;
    this.open.clear();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the document store is closed');
  }
}
