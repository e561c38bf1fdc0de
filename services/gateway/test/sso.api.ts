import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-test-provider.js';
import { readAccessLogs, readSecurityEvents } from './read-logs.js';

const PUBLIC_URL = 'http://kizuna.test';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/callback`;

/** Cookies as a browser keeps them for one host: name → value. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Walks the provider's pages as a browser would: from Kizuna's start route to the provider,
 * through its login form, and back to the callback URL, which it answers without calling.
 */
async function signInAtProvider(h: Harness, email: string): Promise<{ callback: URL; kizunaCookie: string }> {
  const start = await request(h.http).get('/api/v1/auth/oidc/start').expect(302);
  const kizunaCookie = (start.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  const providerJar = new CookieJar();
  let url = new URL(start.headers.location as string);
  for (let step = 0; step < 10; step += 1) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: providerJar.header() } });
    providerJar.take(res.headers.getSetCookie());
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') as string, url);
      if (url.href.startsWith(CALLBACK)) return { callback: url, kizunaCookie };
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no login form at ${url.href}: ${res.status} ${html.slice(0, 200)}`);
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: providerJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: email, password: 'any' }).toString(),
    });
    providerJar.take(posted.headers.getSetCookie());
    url = new URL(posted.headers.get('location') as string, url);
  }
  throw new Error('the provider never sent the browser back');
}

/** The hand-off cookie each browser got with its code (as its cookie jar would keep it), by code. */
const handoffCookies = new Map<string, string>();

/** The browser's return to Kizuna's callback; answers where Kizuna sends it next. */
async function returnToKizuna(h: Harness, callback: URL, cookie: string): Promise<URL> {
  const res = await request(h.http)
    .get(callback.pathname + callback.search)
    .set('Cookie', cookie)
    .expect(303);
  const next = new URL(res.headers.location as string, PUBLIC_URL);
  const code = next.searchParams.get('code');
  const handoff = ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('kizuna_sso_handoff='));
  if (code && handoff) handoffCookies.set(code, handoff);
  return next;
}

/** The SPA's exchange of the code, from the browser that got it (or from one with `cookie`). */
const exchange = (h: Harness, code: string, cookie = handoffCookies.get(code) ?? '') =>
  request(h.http).post('/api/v1/auth/get_user').set('Cookie', cookie).send({ code });

const documentsOf = async (h: Harness) => (await h.kizuna.runtime.documents('auth')).collection<UserDoc>('users');
interface UserDoc {
  _id: string;
  email: string;
  sso_subject?: string;
  sso_issuer?: string;
}

describe('single sign-on with OpenID Connect', () => {
  let provider: TestOidcProvider;
  let h: Harness;
  let admin: string;

  beforeAll(async () => {
    provider = await startTestOidcProvider(CALLBACK);
    h = await startHarness({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'trusted.example',
    });
    admin = await h.login(ADMIN);
    provider.add({ email: ADMIN, name: 'Admin' });
  });
  afterAll(async () => {
    await h?.close();
    await provider?.close();
  });

  it('tells the SPA that SSO is on', async () => {
    expect((await request(h.http).get('/api/config').expect(200)).body.sso).toBe(true);
  });

  it('sends the browser to the provider with state, nonce and PKCE, and no token in any URL', async () => {
    const start = await request(h.http).get('/api/v1/auth/oidc/start').expect(302);
    const to = new URL(start.headers.location as string);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe(provider.clientId);
    expect(to.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(to.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const cookie = (start.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/^kizuna_oidc=.+; Max-Age=600; Path=\/api\/v1\/auth\/oidc; .*HttpOnly; SameSite=Lax/);
  });

  it('signs a known account in: callback → single-use code → login data, logged with the address', async () => {
    const { callback, kizunaCookie } = await signInAtProvider(h, ADMIN);
    const next = await returnToKizuna(h, callback, kizunaCookie);
    expect(next.pathname).toBe('/login/okta');
    const code = next.searchParams.get('code') as string;
    expect(code).toMatch(/^[\w-]{40,}$/);
    expect(next.href).not.toMatch(/eyJ/); // no JWT in the URL

    const signedIn = await exchange(h, code).expect(200);
    expect(signedIn.body.UserAttributes).toEqual({ user_email: ADMIN, user_name: expect.any(String), role: 1 });
    const token = signedIn.body.AuthenticationResult.AccessToken as string;
    await request(h.http).post('/api/v1/process/list_data').set('X-Auth-Token', token).send({}).expect(200);

    const replay = await exchange(h, code);
    expect([replay.status, replay.body.code]).toEqual([400, 'errors.sso_code_invalid']);

    const logs = (await readAccessLogs(h, 0)).filter((l) => l.user_email === ADMIN);
    expect(logs.some((l) => /127\.0\.0\.1/.test(l.client_address))).toBe(true);
  });

  it('refuses a callback whose state does not match the browser’s attempt', async () => {
    const { callback, kizunaCookie } = await signInAtProvider(h, ADMIN);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-forged-state-forged');
    expect((await returnToKizuna(h, forged, kizunaCookie)).href).toBe(
      `${PUBLIC_URL}/login?sso_error=errors.sso_failed`,
    );
    // Without the attempt's cookie (another browser), the genuine callback is refused too.
    const { callback: other } = await signInAtProvider(h, ADMIN);
    expect((await returnToKizuna(h, other, '')).searchParams.get('sso_error')).toBe('errors.sso_failed');
  });

  it('refuses a code after its 60 seconds', async () => {
    const { callback, kizunaCookie } = await signInAtProvider(h, ADMIN);
    const code = (await returnToKizuna(h, callback, kizunaCookie)).searchParams.get('code') as string;
    const codes = (await h.kizuna.runtime.documents('auth')).collection<{
      _id: string;
      used_at: string;
      expires_at: string;
    }>('sso_codes');
    const stored = await codes.find({ used_at: '' });
    expect(stored.every((c) => Date.parse(c.expires_at) - h.clock.now() <= 60_000)).toBe(true);
    h.clock.advance(61_000);
    const late = await exchange(h, code);
    expect([late.status, late.body.code]).toEqual([400, 'errors.sso_code_invalid']);
  });

  it('files an application for an unknown address, refuses it until approved, then signs it in', async () => {
    provider.add({ email: 'newcomer@elsewhere.example', name: 'New Comer' });
    const first = await signInAtProvider(h, 'newcomer@elsewhere.example');
    expect((await returnToKizuna(h, first.callback, first.kizunaCookie)).searchParams.get('sso_error')).toBe(
      'errors.sso_application_filed',
    );
    const apps = await request(h.http).post('/api/application/').set('X-Auth-Token', admin).send({ type: 'edit' });
    const row = (apps.body.data.users as Array<{ id: string; email: string; username: string }>).find(
      (u) => u.email === 'newcomer@elsewhere.example',
    );
    expect(row?.username).toBe('New Comer');

    const again = await signInAtProvider(h, 'newcomer@elsewhere.example');
    expect((await returnToKizuna(h, again.callback, again.kizunaCookie)).searchParams.get('sso_error')).toBe(
      'errors.not_approved',
    );

    await request(h.http).post('/api/approve/').set('X-Auth-Token', admin).send({ id: row!.id, state: true });
    const approved = await signInAtProvider(h, 'newcomer@elsewhere.example');
    const code = (await returnToKizuna(h, approved.callback, approved.kizunaCookie)).searchParams.get('code');
    await exchange(h, code as string).expect(200);
  });

  it('approves an address of an allowed domain at its first sign-in', async () => {
    provider.add({ email: 'ok@trusted.example', name: 'Trusted' });
    const { callback, kizunaCookie } = await signInAtProvider(h, 'ok@trusted.example');
    const code = (await returnToKizuna(h, callback, kizunaCookie)).searchParams.get('code');
    const res = await exchange(h, code as string).expect(200);
    expect(res.body.UserAttributes).toEqual({ user_email: 'ok@trusted.example', user_name: 'Trusted', role: 0 });
  });

  it('refuses a deleted account and an address the provider has not verified', async () => {
    provider.add({ email: 'gone@trusted.example' });
    const first = await signInAtProvider(h, 'gone@trusted.example');
    await exchange(
      h,
      (await returnToKizuna(h, first.callback, first.kizunaCookie)).searchParams.get('code') as string,
    ).expect(200);
    await (
      await h.kizuna.runtime.documents('auth')
    )
      .collection('users')
      .updateOne({ email: 'gone@trusted.example' }, { $set: { is_deleted: true } });
    const after = await signInAtProvider(h, 'gone@trusted.example');
    expect((await returnToKizuna(h, after.callback, after.kizunaCookie)).searchParams.get('sso_error')).toBe(
      'errors.account_deleted',
    );

    provider.add({ email: 'unsure@trusted.example', unverified: true });
    const unsure = await signInAtProvider(h, 'unsure@trusted.example');
    expect((await returnToKizuna(h, unsure.callback, unsure.kizunaCookie)).searchParams.get('sso_error')).toBe(
      'errors.sso_email_unverified',
    );
    // No claim at all counts as not verified: an allowed domain is not approved on the provider's silence.
    provider.add({ email: 'silent@trusted.example', noVerifiedClaim: true });
    const silent = await signInAtProvider(h, 'silent@trusted.example');
    expect((await returnToKizuna(h, silent.callback, silent.kizunaCookie)).searchParams.get('sso_error')).toBe(
      'errors.sso_email_unverified',
    );
    expect(await (await documentsOf(h)).findOne({ email: 'silent@trusted.example' })).toBeNull();
  });

  it('binds the code to the browser that came back from the provider', async () => {
    const { callback, kizunaCookie } = await signInAtProvider(h, ADMIN);
    const start = await request(h.http)
      .get(callback.pathname + callback.search)
      .set('Cookie', kizunaCookie);
    const cookie = (start.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('kizuna_sso_handoff='),
    );
    expect(cookie).toMatch(
      /^kizuna_sso_handoff=[\w-]{40,}; Max-Age=120; Path=\/api\/v1\/auth\/get_user; .*HttpOnly; SameSite=Lax/,
    );
    const code = new URL(start.headers.location as string, PUBLIC_URL).searchParams.get('code') as string;
    // Another browser (the code leaked, or was planted in a victim's browser) is refused...
    const elsewhere = await exchange(h, code, '');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'errors.sso_code_invalid']);
    const other = await exchange(h, code, 'kizuna_sso_handoff=someone-elses-cookie-someone-elses-cookie');
    expect([other.status, other.body.code]).toEqual([400, 'errors.sso_code_invalid']);
    // ...and the code, seen where it should not be, is used up.
    const late = await exchange(h, code, cookie!.split(';')[0]);
    expect([late.status, late.body.code]).toEqual([400, 'errors.sso_code_invalid']);

    const again = await signInAtProvider(h, ADMIN);
    const fresh = (await returnToKizuna(h, again.callback, again.kizunaCookie)).searchParams.get('code') as string;
    const done = await exchange(h, fresh).expect(200);
    expect(done.headers['set-cookie']?.[0]).toMatch(/^kizuna_sso_handoff=;/);
  });

  it('keeps the identity linked to an account: another subject with its address is refused and logged', async () => {
    const users = await documentsOf(h);
    const before = await users.findOne({ email: ADMIN });
    expect(before).toMatchObject({ sso_subject: `sub-${ADMIN}`, sso_issuer: provider.issuer });
    provider.add({ login: 'impostor', email: ADMIN, subject: 'impostor-subject' });
    const { callback, kizunaCookie } = await signInAtProvider(h, 'impostor');
    const next = await returnToKizuna(h, callback, kizunaCookie);
    expect([next.pathname, next.searchParams.get('sso_error')]).toEqual(['/login', 'errors.sso_identity_mismatch']);
    expect(await users.findOne({ email: ADMIN })).toMatchObject({
      sso_subject: `sub-${ADMIN}`,
      sso_issuer: provider.issuer,
    });
    const events = await readSecurityEvents(h);
    expect(events).toContainEqual(
      expect.objectContaining({
        user_email: ADMIN,
        detail: `sso:errors.sso_identity_mismatch:${provider.issuer}#impostor-subject`,
      }),
    );
    // The genuine identity still signs in.
    const genuine = await signInAtProvider(h, ADMIN);
    const code = (await returnToKizuna(h, genuine.callback, genuine.kizunaCookie)).searchParams.get('code');
    await exchange(h, code as string).expect(200);
  });

  it('links an account with no identity by a verified address only, and only once', async () => {
    await h.approvedUser('linkme@example.com');
    const users = await documentsOf(h);
    provider.add({ login: 'linkme-silent', email: 'linkme@example.com', subject: 'silent-sub', noVerifiedClaim: true });
    const silent = await signInAtProvider(h, 'linkme-silent');
    expect((await returnToKizuna(h, silent.callback, silent.kizunaCookie)).searchParams.get('sso_error')).toBe(
      'errors.sso_email_unverified',
    );
    expect((await users.findOne({ email: 'linkme@example.com' }))?.sso_subject).toBeUndefined();

    provider.add({ login: 'linkme', email: 'linkme@example.com', subject: 'linkme-sub' });
    const verified = await signInAtProvider(h, 'linkme');
    const code = (await returnToKizuna(h, verified.callback, verified.kizunaCookie)).searchParams.get('code');
    await exchange(h, code as string).expect(200);
    expect(await users.findOne({ email: 'linkme@example.com' })).toMatchObject({
      sso_subject: 'linkme-sub',
      sso_issuer: provider.issuer,
    });

    // A second identity with the same (verified) address cannot take the link over.
    provider.add({ login: 'linkme-2', email: 'linkme@example.com', subject: 'other-sub' });
    const second = await signInAtProvider(h, 'linkme-2');
    expect((await returnToKizuna(h, second.callback, second.kizunaCookie)).searchParams.get('sso_error')).toBe(
      'errors.sso_identity_mismatch',
    );
    expect((await users.findOne({ email: 'linkme@example.com' }))?.sso_subject).toBe('linkme-sub');
  });

  it('records refused sign-ins as security events', async () => {
    const events = await readSecurityEvents(h);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_email: 'gone@trusted.example', detail: 'sso:errors.account_deleted' }),
        expect.objectContaining({ user_email: 'newcomer@elsewhere.example', detail: 'sso:errors.not_approved' }),
      ]),
    );
  });
});

describe('a provider that never sends email_verified (OIDC_ASSUME_EMAIL_VERIFIED)', () => {
  it('links and approves by address when the setting trusts it, but still refuses an explicit false', async () => {
    const provider = await startTestOidcProvider(CALLBACK);
    const h = await startHarness({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'trusted.example',
      OIDC_ASSUME_EMAIL_VERIFIED: 'true',
    });
    try {
      provider.add({ email: 'quiet@trusted.example', name: 'Quiet', noVerifiedClaim: true });
      const quiet = await signInAtProvider(h, 'quiet@trusted.example');
      const code = (await returnToKizuna(h, quiet.callback, quiet.kizunaCookie)).searchParams.get('code');
      await exchange(h, code as string).expect(200);
      expect(await (await documentsOf(h)).findOne({ email: 'quiet@trusted.example' })).toMatchObject({
        sso_subject: 'sub-quiet@trusted.example',
      });
      provider.add({ email: 'denied@trusted.example', unverified: true });
      const denied = await signInAtProvider(h, 'denied@trusted.example');
      expect((await returnToKizuna(h, denied.callback, denied.kizunaCookie)).searchParams.get('sso_error')).toBe(
        'errors.sso_email_unverified',
      );
    } finally {
      await h.close();
      await provider.close();
    }
  });
});

describe('single sign-on configuration', () => {
  it('stops start-up with one message naming OIDC_ISSUER when the provider cannot be reached', async () => {
    await expect(
      startHarness({
        OIDC_ISSUER: 'http://127.0.0.1:9/nowhere',
        OIDC_CLIENT_ID: 'x',
        OIDC_CLIENT_SECRET: 'y',
      }),
    ).rejects.toThrow(/^Invalid configuration: OIDC_ISSUER: could not read http:\/\/127\.0\.0\.1:9\/nowhere/);
  });

  it('answers 404 on the SSO routes when SSO is not configured', async () => {
    const h = await startHarness();
    try {
      const res = await request(h.http).get('/api/v1/auth/oidc/start');
      expect([res.status, res.body.code]).toEqual([404, 'errors.sso_not_configured']);
      expect((await request(h.http).get('/api/config')).body.sso).toBe(false);
    } finally {
      await h.close();
    }
  });
});
