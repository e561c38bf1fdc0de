import { randomUUID } from 'node:crypto';
import {
  createDeclaredIndexes,
  registerDocumentSchema,
  type DocumentCollection,
  type DocumentStore,
} from '@kizuna/platform/documents';
import {
  assertLogEntry,
  type LogEntry,
  type LogFilter,
  type LogOrder,
  type LogPage,
  type LogQuery,
  type LogStore,
  type LogStream,
  type LogStreamSpec,
  type NewLogEntry,
} from './log-store.port.js';

interface LogDocument {
  _id: string;
  type: number;
  /** Milliseconds since the epoch. */
  at: number;
  /** Arrival order, the last tie-break. */
  seq: number;
  [field: string]: string | number;
}

/**
 * Logs on the document store port, for MongoDB in the distributed mode: one collection per
 * stream (`log_<name>`), indexed by type and time and by time alone; retention deletes by time.
 */
export class DocumentLogStore implements LogStore {
  constructor(private readonly documents: DocumentStore) {}

  async stream<F extends string>(spec: LogStreamSpec<F>): Promise<LogStream<F>> {
    if (!/^[a-z0-9_]+$/.test(spec.name)) throw new Error(`bad log stream name ${spec.name}`);
    for (const f of spec.fields)
      if (['_id', 'type', 'at', 'seq'].includes(f)) throw new Error(`log field ${f} clashes with the entry's own`);
    const name = `log_${spec.name}`;
    // Declared here, beside the only code that writes it: a stream's fields are its spec's.
    registerDocumentSchema(name, {
      fields: {
        type: Number,
        at: Number,
        seq: Number,
        ...Object.fromEntries(spec.fields.map((f) => [f, String])),
      },
      // A page of one type by time; retention deletes by time.
      indexes: [{ fields: { type: 1, at: -1 } }, { fields: { at: 1 } }],
    });
    const collection = this.documents.collection<LogDocument>(name);
    await createDeclaredIndexes(collection, name);
    return new DocumentLogStream(collection, spec);
  }

  async close(): Promise<void> {
    // The document store belongs to the service's runtime, which closes it.
  }
}

class DocumentLogStream<F extends string> implements LogStream<F> {
  private counter = 0;

  constructor(
    private readonly collection: DocumentCollection<LogDocument>,
    private readonly spec: LogStreamSpec<F>,
  ) {}

  async append(entry: NewLogEntry<F>): Promise<LogEntry<F>> {
    assertLogEntry(this.spec, entry);
    const fields = {} as Record<F, string>;
    for (const f of this.spec.fields) fields[f] = entry.fields[f];
    // Arrival order across replicas: the wall clock, then a counter within this process.
    const seq = Date.now() * 1000 + (this.counter++ % 1000);
    const doc: LogDocument = { _id: randomUUID(), type: entry.type, at: entry.at, seq, ...fields };
    await this.collection.insertOne(doc);
    return { id: doc._id, type: entry.type, at: entry.at, fields };
  }

  async page(query: LogQuery<F>): Promise<LogPage<F>> {
    const filter = this.filter(query);
    const [docs, total] = await Promise.all([
      this.collection.find(filter, {
        sort: this.sort(query),
        skip: Math.max(0, query.skip),
        limit: Math.max(0, query.limit),
      }),
      this.collection.count(filter),
    ]);
    return { entries: query.limit > 0 ? docs.map((d) => this.entry(d)) : [], total };
  }

  async *scan(filter: LogFilter & LogOrder<F>, batchSize = 5_000): AsyncIterable<LogEntry<F>[]> {
    const where = this.filter(filter);
    const sort = this.sort(filter);
    for (let skip = 0; ; skip += batchSize) {
      const docs = await this.collection.find(where, { sort, skip, limit: batchSize });
      if (docs.length > 0) yield docs.map((d) => this.entry(d));
      if (docs.length < batchSize) return;
    }
  }

  async removeBefore(before: number): Promise<void> {
    await this.collection.deleteMany({ at: { $lt: before } });
  }

  private filter(f: LogFilter): Record<string, unknown> {
    const filter: Record<string, unknown> = { at: { $gte: f.from, $lte: f.to } };
    if (f.type !== undefined) filter.type = f.type;
    return filter;
  }

  private sort(o: LogOrder<F>): Record<string, 1 | -1> {
    const d = o.ascending ? 1 : -1;
    return o.sortBy === 'at' ? { at: d, seq: d } : { [o.sortBy]: d, at: d, seq: d };
  }

  private entry(doc: LogDocument): LogEntry<F> {
    const fields = {} as Record<F, string>;
    for (const f of this.spec.fields) fields[f] = typeof doc[f] === 'string' ? (doc[f] as string) : '';
    return { id: doc._id, type: doc.type, at: doc.at, fields };
  }
}
