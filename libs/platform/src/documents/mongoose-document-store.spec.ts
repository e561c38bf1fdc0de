import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import mongoose from 'mongoose';
import { registerDocumentSchema } from './document-schemas.js';
import { documentSchemaFor } from './mongoose-schema.js';
import { MongooseCollection } from './mongoose-collection.js';
import { MongooseDocumentStore } from './mongoose-document-store.js';
import type { StoredDocument } from './mongo-port-mapping.js';

describe('mongoose document store (no server needed)', () => {
  it('gives every collection a schema with string ids, and the indexes declared for it', () => {
    registerDocumentSchema('spec_users', {
      fields: { email: { type: String, required: true } },
      indexes: [{ fields: { email: 1 }, unique: true }],
    });
    const schema = documentSchemaFor('spec_users');
    expect(schema.path('_id').instance).toBe('String');
    expect(schema.indexes()).toEqual([[{ email: 1 }, expect.objectContaining({ unique: true })]]);
    expect(documentSchemaFor('undeclared').indexes()).toEqual([]);
  });

  describe('strict models', () => {
    registerDocumentSchema('spec_strict', {
      fields: {
        name: String,
        tags: [String],
        profile: { city: String },
        mapping: {},
        _outbox: [{ _id: false, id: String, payload: {} }],
      },
    });
    // A connection never opened and not buffering: a write that gets past the model's checks
    // fails on the missing server instead, so the two failures tell which one stopped it.
    const connection = mongoose.createConnection();
    const schema = documentSchemaFor('spec_strict').set('bufferCommands', false);
    const model = connection.model<StoredDocument>('spec_strict', schema);
    const collection = new MongooseCollection<StoredDocument>('spec_strict', model, Promise.resolve(), async () => {});
    const notConnected = /before initial connection/;

    it('refuses to insert a field the collection does not declare', async () => {
      await expect(collection.insertOne({ _id: 'a', name: 'x', bogus: 1 })).rejects.toThrow(/bogus.*not in schema/);
      await expect(
        collection.insertMany([
          { _id: 'a', name: 'x' },
          { _id: 'b', bogus: 1 },
        ]),
      ).rejects.toThrow(/bogus.*not in schema/);
      await expect(collection.insertOne({ _id: 'a', name: 'x', profile: { city: 'Tokyo' } })).rejects.toThrow(
        notConnected,
      );
    });

    it('refuses to update a field the collection does not declare, nested or not', async () => {
      await expect(collection.updateOne({ _id: 'a' }, { $set: { bogus: 1 } })).rejects.toThrow(/bogus.*not in schema/);
      await expect(collection.updateMany({}, { $set: { 'profile.town': 'x' } })).rejects.toThrow(/not in schema/);
      await expect(collection.updateOne({ _id: 'a' }, { $set: { name: 'y' } })).rejects.toThrow(notConnected);
    });

    it('filters on any field, as the port’s query language allows', async () => {
      await expect(collection.find({ legacy_field: 1 })).rejects.toThrow(notConnected);
    });

    it('adds nothing to a document: no empty arrays, no version key, empty objects kept', () => {
      const doc = { _id: 'a', name: 'x', mapping: {}, profile: { city: '東京' } };
      expect(new model(doc).toObject()).toEqual(doc);
    });
  });

  it('fails ping fast on an address nobody listens at', async () => {
    const port = await closedPort();
    const store = new MongooseDocumentStore({
      url: `mongodb://127.0.0.1:${port}/`,
      database: 'kizuna_spec',
      serverSelectionTimeoutMs: 500,
    });
    const started = Date.now();
    await expect(store.ping()).rejects.toThrow(/ECONNREFUSED|connect/);
    expect(Date.now() - started).toBeLessThan(10_000);
    await store.close();
  });
});

/** A loopback port that was free a moment ago and is closed now. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
