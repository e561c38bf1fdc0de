import { closeSync, fsyncSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { JsonLogger } from '../logging/index.js';
import { Datastore } from './nedb-engine.js';
import type { BaseDocument, DocumentCollection, DocumentStore } from './document-store.port.js';
import { assertCollectionName } from './collection-name.js';
import { fsyncFile, GroupFsync } from './group-fsync.js';
import { escapeLineSeparators } from './line-separators.js';
import { NedbCollection } from './nedb-collection.js';
import { repairDataFile, type RepairLogger } from './repair-data-file.js';
import { markRunning } from './running-marker.js';

export type NedbDocumentStoreOptions =
  | {
      /** Folder of the data files, one `<collection>.db` per collection. */
      directory: string;
      /** How often loaded collections rewrite their append-only files; 0 turns it off. Default 10 minutes. */
      compactionIntervalMs?: number;
      /** Where repairs of damaged data files are reported; JSON lines on stdout by default. */
      logger?: RepairLogger;
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
 *
 * Durable: a write resolves only once its file is flushed to the disk (the engine itself never
 * syncs an append); concurrent writes to one collection share a flush. A damaged file is repaired
 * before loading (see repairDataFile), and the engine is told to accept no corrupt line at all,
 * so none is ever dropped without a log line.
 */
export class NedbDocumentStore implements DocumentStore {
  private readonly open = new Map<string, OpenCollection>();
  private readonly directory: string | undefined;
  private readonly compactionTimer: NodeJS.Timeout | undefined;
  private readonly logger: RepairLogger;
  private readonly releaseMarker: () => void;
  private closed = false;

  constructor(options: NedbDocumentStoreOptions) {
    if ('inMemory' in options) {
      this.directory = undefined;
      this.logger = new JsonLogger('documents');
      this.releaseMarker = () => undefined;
    } else {
      this.directory = path.resolve(options.directory);
      this.logger = options.logger ?? new JsonLogger('documents');
      makeDurableDirectory(this.directory);
      this.releaseMarker = markRunning(this.directory);
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
      const filename = this.directory === undefined ? undefined : path.join(this.directory, `${name}.db`);
      const datastore = new Datastore<StoredDocument>({
        filename,
        inMemoryOnly: filename === undefined,
        timestampData: false,
        autoload: false,
        corruptAlertThreshold: 0,
        afterSerialization: escapeLineSeparators,
        beforeDeserialization: (line) => line,
      });
      const loaded =
        filename === undefined
          ? datastore.loadDatabaseAsync()
          : repairDataFile(filename, this.logger).then(() => datastore.loadDatabaseAsync());
      // A failed load is reported to each caller through `loaded`, not as an unhandled rejection.
      loaded.catch(() => undefined);
      const fsync = filename === undefined ? undefined : new GroupFsync(() => fsyncFile(filename));
      const collection = new NedbCollection<BaseDocument>(
        name,
        async () => {
          this.assertOpen();
          await loaded;
          return datastore;
        },
        fsync ? () => fsync.sync() : async () => undefined,
      );
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
    this.releaseMarker();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the document store is closed');
  }
}

/** Creates the folder and flushes the entries that make it and its parent exist after a crash. */
function makeDurableDirectory(directory: string): void {
  mkdirSync(directory, { recursive: true });
  for (const folder of [directory, path.dirname(directory)]) {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}
