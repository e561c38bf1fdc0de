import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ROUTES } from '@kizuna/http-api';
import { routesOf, startHarness, type Harness } from './kizuna-harness.js';

/** Routes anyone may call, as the route table says (libs/http-api). Every other route must refuse a request without a valid token. */
const PUBLIC = new Set(ROUTES.filter((r) => r.auth === 'public').map((r) => `${r.method} ${r.path}`));

/** Routes only admins may call. */
const ADMIN_ONLY = new Set(ROUTES.filter((r) => r.auth === 'admin').map((r) => `${r.method} ${r.path}`));

function send(h: Harness, route: string, token?: string) {
  const [method, path] = route.split(' ');
  const req = method === 'GET' ? request(h.http).get(path) : request(h.http).post(path).send({});
  return token ? req.set('X-Auth-Token', token) : req;
}

describe('who may call each route', () => {
  let h: Harness;
  let user: string;
  beforeAll(async () => {
    h = await startHarness();
    user = await h.approvedUser('ordinary@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('knows every route of the gateway', () => {
    const routes = routesOf(h);
    expect(routes).toContain('POST /api/v1/process/upload_csv');
    expect(PUBLIC).toContain('POST /api/v1/auth/login');
    expect(ADMIN_ONLY).toContain('POST /api/approve');
    for (const route of [...PUBLIC, ...ADMIN_ONLY]) expect(routes).toContain(route);
  });

  it('refuses every non-public route without a token, with a bad one and with an expired one', async () => {
    const expired = await h.kizuna.runtime.accessTokens.sign(
      { userId: 'u', email: 'a@example.com', name: 'a', isAdmin: true, sessionId: 's' },
      new Date(Date.now() - 86_400_000),
    );
    for (const route of routesOf(h).filter((r) => !PUBLIC.has(r))) {
      const none = await send(h, route);
      expect([route, none.status, none.body.code]).toEqual([route, 401, 'errors.unauthorized']);
      const bad = await send(h, route, 'x.y.z');
      expect([route, bad.status, bad.body.code]).toEqual([route, 401, 'errors.unauthorized']);
      const old = await send(h, route, expired);
      expect([route, old.status, old.body.code]).toEqual([route, 401, 'errors.session_expired']);
    }
  });

  it('refuses admin routes to an ordinary user', async () => {
    for (const route of ADMIN_ONLY) {
      const res = await send(h, route, user);
      expect([route, res.status, res.body.code]).toEqual([route, 403, 'errors.forbidden']);
    }
  });

  it('lets public routes through without a token', async () => {
    for (const route of PUBLIC) {
      const res = await send(h, route);
      expect([route, res.status === 401]).toEqual([route, false]);
    }
  });
});
