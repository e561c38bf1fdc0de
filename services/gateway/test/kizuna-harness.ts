import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ShiftedClock } from '@kizuna/platform/clock';
import { loadConfig, uniformWorkLimits } from '@kizuna/platform/config';
import { startKizuna, type RunningKizuna } from '@kizuna/launcher';
import { KafkaBroker } from '@kizuna/platform/bus';
import { FakeKafka } from '../../../libs/platform/src/bus/test-support/fake-kafka.js';
import { checkAnswerShapes } from './answer-shape-check.js';

export interface Harness {
  kizuna: RunningKizuna;
  http: App;
  /** The application's clock: the machine's until a test moves it on. */
  clock: ShiftedClock;
  dataDir: string;
  /** Signs in with the dev login; the address must be an approved account. */
  login(email: string): Promise<string>;
  /** Files an application for the address, approves it as the admin, signs in. */
  approvedUser(email: string): Promise<string>;
  /** The admin gives the account a company code (its team); sign in after it: the gateway caches an account a few seconds. */
  setCompanyCode(email: string, code: string): Promise<void>;
  /** An admin grants (or withdraws) the account's right to change its team's labels on /users. */
  setLabelEditor(email: string, state?: boolean): Promise<void>;
  /** Answers that did not match the route table's shapes so far (stop and close fail when any). */
  answerProblems: string[];
  /** Stops Kizuna, keeping its data folder (for restart tests). */
  stop(): Promise<void>;
  /** Stops Kizuna and removes its data folder. */
  close(): Promise<void>;
}

export const ADMIN = 'admin@example.com';

/** The real application, all services in this process on the embedded engines, over a fresh data folder. */
export async function startHarness(env: Record<string, string> = {}, dataDir?: string): Promise<Harness> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'kizuna-api-')));
  // API tests sign in and ask far more often than people do; the limits themselves are tested
  // with their defaults (sessions.api.ts, work-limits.api.ts).
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'error',
    ANALYSIS_WORKERS: '2',
    RATE_LIMIT_PER_MINUTE: '10000',
    WORK_LIMITS: uniformWorkLimits(1_000_000, 10_000),
    // Compiled on first use instead: most API tests never tokenize.
    ANALYSIS_PRELOAD_DICTIONARY: 'false',
    // The tables the suite compiled once (scripts/jest-global-setup.mjs), not each test's own.
    ...(process.env.DICTIONARY_CACHE_DIR ? { DICTIONARY_CACHE_DIR: process.env.DICTIONARY_CACHE_DIR } : {}),
    ...env,
  });
  const clock = new ShiftedClock();
  const kizuna = await startKizuna(config, { listen: false, broker: testBroker(), clock });
  const http = kizuna.http!.getHttpServer() as App;
  // Every answer an API test receives is checked against the documented shape of its route.
  const answerProblems = checkAnswerShapes(kizuna.http!);
  const login = async (email: string) => {
    const res = await request(http).post('/api/v1/auth/pseudo_authenticate_okta').send({ user_email: email });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.AuthenticationResult.AccessToken as string;
  };
  /** The account's id, as an admin finds it in the user list. */
  const userIdOf = async (admin: string, email: string) => {
    const res = await request(http)
      .post('/api/v1/auth/list_users')
      .set('X-Auth-Token', admin)
      .send({ tab: 'users', search: email, is_ascending: true })
      .expect(200);
    const row = (res.body.UsersResult as Array<{ login_user_id: string; user_email: string }>).find(
      (u) => u.user_email === email,
    );
    if (!row) throw new Error(`no account ${email}`);
    return row.login_user_id;
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await kizuna.stop();
    if (answerProblems.length)
      throw new Error(`answers that differ from the route table (libs/http-api):\n${answerProblems.join('\n')}`);
  };
  return {
    kizuna,
    clock,
    http,
    dataDir: dir,
    answerProblems,
    login,
    async approvedUser(email: string) {
      await request(http)
        .post('/api/register/')
        .send({ data: { user: { username: email.split('@')[0], email } }, lang_code: 'en' });
      const admin = await login(ADMIN);
      const apps = await request(http).post('/api/application/').set('X-Auth-Token', admin).send({ type: 'edit' });
      const row = (apps.body.data.users as Array<{ id: string; email: string }>).find((u) => u.email === email);
      if (!row) throw new Error(`no application for ${email}`);
      await request(http)
        .post('/api/approve/')
        .set('X-Auth-Token', admin)
        .send({ id: row.id, state: true })
        .expect(200);
      return login(email);
    },
    async setCompanyCode(email: string, code: string) {
      const admin = await login(ADMIN);
      await request(http)
        .post('/api/v1/auth/update_supplier_code')
        .set('X-Auth-Token', admin)
        .send({ id: await userIdOf(admin, email), supplier_code: code })
        .expect(200);
    },
    async setLabelEditor(email: string, state = true) {
      const admin = await login(ADMIN);
      await request(http)
        .post('/api/v1/auth/set_label_editor')
        .set('X-Auth-Token', admin)
        .send({ id: await userIdOf(admin, email), state })
        .expect(200);
    },
    stop,
    async close() {
      try {
        await stop();
      } finally {
        // Retried: a file written as the folder goes (ENOTEMPTY) is removed on the next try.
        await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      }
    },
  };
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the gateway serves ("POST /api/…"), read from its router, so a route added later is checked too. */
export function routesOf(h: Harness): string[] {
  const app = h.kizuna.http!.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return app.router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`) : [],
  );
}

/** Repository root, found from this file, to reach ../shared/data. */
export function sharedData(...parts: string[]): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  return path.resolve(here, '../../../../shared/data', ...parts);
}

/** Polls until the project reaches a final status (2 done or -1 error). */
export async function waitForProject(
  http: App,
  token: string,
  projectId: string,
  timeoutMs = 120_000,
): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(http)
      .post('/api/v1/process/get_project')
      .set('X-Auth-Token', token)
      .send({ project_id: projectId });
    const project = res.body.project as Record<string, unknown>;
    if (project && (project.status === 2 || project.status === -1)) return project;
    if (Date.now() > until) throw new Error(`project ${projectId} still ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * KIZUNA_TEST_BUS=kafka runs the API tests on the Kafka broker over an in-memory cluster with
 * kafkajs's API (consumer groups, partitions, replies, retries) instead of the in-process one.
 */
function testBroker(): (() => KafkaBroker) | undefined {
  if (process.env.KIZUNA_TEST_BUS !== 'kafka') return undefined;
  return () =>
    new KafkaBroker({
      kafka: new FakeKafka(),
      topics: { create: true, partitions: 3, workPartitions: 3, replicationFactor: 1 },
      requestTimeoutMs: 20_000,
      retryDelayMs: 10,
    });
}
