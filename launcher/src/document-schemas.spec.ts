import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { declaredDocumentSchema } from '@kizuna/platform/documents';
import { documentSchemaFor } from '@kizuna/platform/mongo-documents';
// Each service's repositories import their schema files; loading the services declares them all.
import '@kizuna/auth';
import '@kizuna/ingest';
import '@kizuna/projects';
import '@kizuna/analysis';
import '@kizuna/logs';

const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'dist' ? [] : sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.(spec|contract|api)\.ts$/.test(e.name) ? [p] : [];
  });
}

/** Every collection a service opens by a literal name: `store.collection<…>('name')`. */
function collectionsOpenedBy(service: string): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(servicesDir, service, 'src')))
    for (const m of readFileSync(file, 'utf8').matchAll(/\.collection(?:<[^>]*>)?\(\s*'([a-z0-9_]+)'/g))
      names.add(m[1]!);
  return [...names];
}

describe('MongoDB schemas (mongoose)', () => {
  const services = readdirSync(servicesDir).filter((s) => s !== 'gateway');

  it.each(services)('every collection %s opens has a declared schema with its indexes', (service) => {
    for (const name of collectionsOpenedBy(service)) {
      expect({ name, declared: declaredDocumentSchema(name) !== undefined }).toEqual({ name, declared: true });
      const declared = declaredDocumentSchema(name)!;
      expect(
        documentSchemaFor(name)
          .indexes()
          .map(([fields]) => fields),
      ).toEqual((declared.indexes ?? []).map((i) => i.fields));
    }
  });

  it('finds the collections the services are known to use', () => {
    expect(services.flatMap(collectionsOpenedBy).sort()).toEqual(
      expect.arrayContaining(['datasets', 'password_links', 'projects', 'runs', 'sessions', 'sso_codes', 'users']),
    );
  });

  it('declares the unique indexes that keep one account per address and one run per k, and finds SSO subjects fast', () => {
    expect(documentSchemaFor('users').indexes()).toEqual([
      [{ email: 1 }, expect.objectContaining({ unique: true })],
      // An SSO identity is issuer + subject, so the subject alone is not unique across providers.
      [{ sso_subject: 1 }, expect.objectContaining({ unique: false })],
    ]);
    expect(documentSchemaFor('runs').indexes()).toContainEqual([
      { project_id: 1, k: 1 },
      expect.objectContaining({ unique: true }),
    ]);
  });

  it('keeps a run and a user, outbox included, as they are written: nothing dropped, nothing added', () => {
    const outbox = { _outbox: [{ id: 'e1', topic: 'analysis.requested.v1', payload: { k: 3 }, at: '2026-01-01' }] };
    const run = {
      _id: 'r1',
      project_id: 'p1',
      k: 3,
      status: 1,
      started: true,
      stage: 'layout',
      percent: 80,
      failure_code: '',
      node_count: 10,
      edge_count: 12,
      skipped_posts: 0,
      stage_times: { tokenize_ms: 1, network_ms: 2, communities_ms: 3, keywords_ms: 4, layout_ms: 5, write_ms: 6 },
      queue_position: 2,
      resumes: 0,
      updated_at: '2026-01-01',
      ...outbox,
    };
    const user = {
      _id: 'u1',
      username: '山田',
      email: 'yamada@example.com',
      is_approved: true,
      is_admin: false,
      is_deleted: false,
      supplier_code: '',
      created_at: '2026-01-01',
      updated_at: '2026-01-01',
      last_login_at: '',
      ...outbox,
    };
    const connection = mongoose.createConnection();
    for (const [name, doc] of [
      ['runs', run],
      ['users', user],
    ] as const) {
      const model = connection.model(name, documentSchemaFor(name));
      expect(new model(doc).toObject()).toEqual(doc);
    }
  });
});
