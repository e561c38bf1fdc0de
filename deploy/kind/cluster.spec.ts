import { describe, expect, it } from '@jest/globals';

/**
 * A walk through a running cluster's gateway (deploy/kind/run.sh sets KIZUNA_CLUSTER_URL to a
 * port-forward of it): each step crosses the Kafka bus to a service and its MongoDB database.
 * Skipped, saying why, when KIZUNA_CLUSTER_URL is not set.
 */
const base = process.env.KIZUNA_CLUSTER_URL?.replace(/\/+$/, '');

if (base) {
  describe(`Kizuna cluster at ${base}`, () => {
    const post = (route: string, body: unknown) =>
      fetch(`${base}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('answers its health check and is ready (stores and bus answer)', async () => {
      expect(await (await fetch(`${base}/api/healthcheck`)).text()).toBe('OK');
      const ready = await fetch(`${base}/api/health/ready`);
      // Public readiness says only whether; which stores and the bus answered is on /mysql for admins.
      expect(await ready.json()).toEqual({ status: 'ok' });
    });

    it('serves the web app', async () => {
      const res = await fetch(`${base}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"');
    });

    it('files an application through the auth service and remembers it', async () => {
      const email = `kind-${Date.now()}@example.com`;
      const first = await post('/api/register/', { data: { user: { username: 'Kind', email } }, lang_code: 'en' });
      expect([first.status, await first.json()]).toEqual([200, { status: 'success' }]);
      const again = await post('/api/register/', { data: { user: { username: 'Kind', email } } });
      expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([409, 'errors.email_taken']);
    });

    it('answers a wrong password as the spec says, after asking the auth service', async () => {
      const res = await post('/api/v1/auth/login', { user_email: 'nobody@example.com', user_passwd: 'wrong-pass-1' });
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([400, 'errors.usernotfound']);
    });

    it('refuses the API without a token', async () => {
      expect((await fetch(`${base}/api/v1/process/analyze_start`, { method: 'POST' })).status).toBe(401);
    });
  });
} else {
  console.warn('KIZUNA_CLUSTER_URL not set: skipping the walk through a cluster (deploy/kind/run.sh sets it)');
  describe.skip('Kizuna cluster (KIZUNA_CLUSTER_URL not set)', () => {
    // Reported as to do, not as a test that passed: nothing ran.
    it.todo('runs when KIZUNA_CLUSTER_URL is set');
  });
}
