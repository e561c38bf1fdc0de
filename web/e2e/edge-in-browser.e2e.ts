import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './browser.js';
import { startKizunaServer, type KizunaServer } from './kizuna-server.js';

/** The attacker's name; the browser resolves it to this machine, as DNS rebinding makes it do. */
const REBOUND = 'rebind.attacker.example';
/** An attacker's site that does not resolve here at all: its page is served by the test itself. */
const EVIL = 'http://evil.example';

describe('the edge, as a browser meets it', () => {
  let server: KizunaServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startKizunaServer();
    browser = await launchBrowser([`--host-resolver-rules=MAP ${REBOUND} 127.0.0.1`]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a page at a rebound name gets neither the app nor a token from its own origin', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const at = `http://${REBOUND}:${server.port}`;
    const res = await page.goto(`${at}/dev_login`);
    expect(res?.status()).toBe(421);
    await page.getByText('Misdirected request', { exact: false }).waitFor();
    await screenshot(page, 'edge-rebound-name');
    // The page's script asks for the admin's token, same-origin as far as the browser knows.
    const answer = await page.evaluate(async () => {
      const r = await fetch('/api/v1/auth/pseudo_authenticate_okta', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_email: 'admin@example.com' }),
      });
      return { status: r.status, body: await r.text() };
    });
    expect(answer.status).toBe(421);
    expect(answer.body).toContain('errors.misdirected_host');
    expect(answer.body).not.toContain('AccessToken');
    await context.close();
  }, 60_000);

  it("a form on another site posting to Kizuna's sign-in is refused (Origin), and nobody is signed in", async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // The attacker's page: a form that signs the browser in as the admin when it is submitted.
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="POST" action="${server.url}/api/v1/auth/pseudo_authenticate_okta">
          <input name="user_email" value="admin@example.com"><button id="go">go</button></form>`,
      }),
    );
    await page.goto(`${EVIL}/`);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/pseudo_authenticate_okta')),
      page.click('#go'),
    ]);
    expect(answer.status()).toBe(403);
    const text = await answer.text();
    expect(text).toContain('errors.origin_refused');
    expect(text).not.toContain('AccessToken');
    expect((await answer.request().allHeaders())['origin']).toBe(EVIL);
    await context.close();
  }, 60_000);

  it('the app at its own address still signs in, its POSTs carrying its own Origin', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/dev_login`);
    await page.getByTestId('login-email').fill('admin@example.com');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/pseudo_authenticate_okta')),
      page.getByTestId('login-button').click(),
    ]);
    expect(answer.status()).toBe(200);
    expect((await answer.request().allHeaders())['origin']).toBe(server.url);
    await context.close();
  }, 60_000);
});
