import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredDocumentSchema, documentSchemaFor } from '@kizuna/platform/documents';
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

  it('declares the unique indexes that keep one account per address and one run per k', () => {
    expect(documentSchemaFor('users').indexes()).toEqual([[{ email: 1 }, expect.objectContaining({ unique: true })]]);
    expect(documentSchemaFor('runs').indexes()).toContainEqual([
      { project_id: 1, k: 1 },
      expect.objectContaining({ unique: true }),
    ]);
  });
});
