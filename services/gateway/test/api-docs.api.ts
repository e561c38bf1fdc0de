import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { routesOf, startHarness, type Harness } from './kizuna-harness.js';

type Operation = { responses?: Record<string, unknown>; security?: Array<Record<string, unknown>> };
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('the API documentation', () => {
  let h: Harness;
  let doc: Document;
  beforeAll(async () => {
    h = await startHarness();
    doc = (await request(h.http).get('/api/docs/openapi.json').expect(200)).body as Document;
  });
  afterAll(async () => {
    await h.close();
  });

  it('documents every route of the router, and no route the router does not have', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...documented].sort()).toEqual([...new Set(routesOf(h))].sort());
  });

  it('is an OpenAPI 3 document: every path has operations, every operation answers, every scheme exists', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      expect(Object.keys(ops).length).toBeGreaterThan(0);
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect([path, method, Object.keys(op.responses ?? {}).length > 0]).toEqual([path, method, true]);
        for (const requirement of op.security ?? [])
          for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
      }
    }
    const listData = doc.paths['/api/v1/process/list_data'].post as Record<string, unknown>;
    expect(listData['x-kizuna-auth']).toBe('signed-in');
    expect(JSON.stringify(listData.responses)).toContain('"rows_all"');
    // A route with a work group says it may answer 429; one without does not.
    const coordination = doc.paths['/api/v1/analyze/cluster/get_coordination'].post as Operation;
    expect(Object.keys(coordination.responses ?? {})).toContain('429');
    expect(Object.keys((listData as Operation).responses ?? {})).not.toContain('429');
  });

  it('serves Swagger UI from its own files, with no inline script, under the CSP', async () => {
    const page = await request(h.http).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attrs, inline] of scripts) {
      expect(inline.trim()).toBe('');
      expect(attrs).toMatch(/src="\/api\/docs\//);
    }
    const files = [...page.text.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]);
    expect(files).toContain('/api/docs/init.js');
    for (const file of files) {
      const res = await request(h.http).get(file);
      expect([file, res.status]).toEqual([file, 200]);
    }
    const init = await request(h.http).get('/api/docs/init.js').expect(200);
    expect(init.headers['content-type']).toMatch(/^text\/javascript/);
    expect(init.text).toContain("url: '/api/docs/openapi.json'");
    // Only the files the page uses: not the package's own index page pointing at the petstore.
    await request(h.http).get('/api/docs/ui/swagger-initializer.js').expect(404);
  });

  it('is off when API_DOCS=false', async () => {
    const off = await startHarness({ API_DOCS: 'false' });
    try {
      for (const path of ['/api/docs', '/api/docs/openapi.json', '/api/docs/init.js', '/api/docs/ui/swagger-ui.css'])
        expect([path, (await request(off.http).get(path)).status]).toEqual([path, 404]);
    } finally {
      await off.close();
    }
  });
});
