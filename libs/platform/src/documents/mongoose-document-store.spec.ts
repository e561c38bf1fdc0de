import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { documentSchemaFor, registerDocumentSchema } from './document-schemas.js';
import { MongooseDocumentStore } from './mongoose-document-store.js';

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
