import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Topic } from '@kizuna/proto';
import { AccessAction, SecurityEventKind } from '@kizuna/proto/rules';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import { ADMIN, startHarness, type Harness } from './kizuna-harness.js';
import { readSecurityEvents } from './read-logs.js';

interface Row {
  login_user_id: string;
  user_email: string;
  supplier_code: string;
  label_editor: boolean;
}

/**
 * Who may change a team's labels (issue 55 item 5): a right an admin grants per account on /users,
 * held in the account's company code; the projects service refuses everyone else, whatever they own.
 */
describe('label editors', () => {
  let h: Harness;
  let admin: string;
  const post = (token: string, path: string, body: object) =>
    request(h.http).post(path).set('X-Auth-Token', token).send(body);
  const users = async (extra: object) =>
    (await post(admin, '/api/v1/auth/list_users', { tab: 'users', max_count: 100, ...extra }).expect(200)).body
      .UsersResult as Row[];
  const idOf = async (email: string) => (await users({ search: email })).find((r) => r.user_email === email)!;
  const grant = (token: string, email: string, id: string, state: boolean) =>
    post(token, '/api/v1/auth/set_label_editor', { id, state }).then((res) => ({ email, res }));

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login(ADMIN);
    for (const [email, code] of [
      ['eri@example.com', 'A-1'],
      ['ken@example.com', 'A-1'],
      ['bea@example.com', 'B-2'],
    ]) {
      await h.approvedUser(email);
      await h.setCompanyCode(email, code);
    }
  }, 120_000);
  afterAll(async () => {
    await h.close();
  });

  it('is granted and withdrawn by an admin only, listed per team, and logged as a security event', async () => {
    const eri = await idOf('eri@example.com');
    const bea = await idOf('bea@example.com');
    expect(eri.label_editor).toBe(false);
    const ken = await h.login('ken@example.com');
    // Not an admin: refused, nothing changed.
    const refused = await grant(ken, 'eri@example.com', eri.login_user_id, true);
    expect(refused.res.status).toBe(403);
    expect((await idOf('eri@example.com')).label_editor).toBe(false);

    const granted = await grant(admin, 'eri@example.com', eri.login_user_id, true);
    expect(granted.res.status).toBe(200);
    expect(granted.res.body).toEqual({ status: 'success', state: true });
    await grant(admin, 'bea@example.com', bea.login_user_id, true);
    // A team's label editors: the filter with the team's code as the search.
    const a1 = await users({ label_editors: true, search: 'A-1' });
    expect(a1.map((r) => [r.user_email, r.supplier_code, r.label_editor])).toEqual([['eri@example.com', 'A-1', true]]);
    expect((await users({ label_editors: true })).map((r) => r.user_email).sort()).toEqual([
      'bea@example.com',
      'eri@example.com',
    ]);

    const events = await readSecurityEvents(h, SecurityEventKind.LABEL_EDITOR_CHANGED);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_email: 'eri@example.com',
          actor_email: ADMIN,
          detail: 'label_editor team "A-1"',
        }),
      ]),
    );
    const withdrawn = await grant(admin, 'bea@example.com', bea.login_user_id, false);
    expect(withdrawn.res.body).toEqual({ status: 'success', state: false });
    expect((await readSecurityEvents(h, SecurityEventKind.LABEL_EDITOR_CHANGED))[0]).toMatchObject({
      user_email: 'bea@example.com',
      detail: 'not_label_editor team "B-2"',
    });
  });

  it("lets an editor change their own team's labels only; the rest of the team reads them", async () => {
    await h.setLabelEditor('bea@example.com', true);
    const eri = await h.login('eri@example.com');
    const ken = await h.login('ken@example.com');
    const bea = await h.login('bea@example.com');
    expect((await post(eri, '/api/v1/labels/list_labels', {}).expect(200)).body.data.may_change).toBe(true);
    expect((await post(ken, '/api/v1/labels/list_labels', {}).expect(200)).body.data.may_change).toBe(false);
    const made = await post(eri, '/api/v1/labels/create_label', { name: 'Press', color: '#e6194b' }).expect(200);
    const press = made.body.data.label_id as string;
    await post(eri, '/api/v1/labels/assign_label', { label_id: press, accounts: ['@alice'] }).expect(200);
    // The team reads them; a colleague without the right changes nothing.
    expect((await post(ken, '/api/v1/labels/list_labels', {}).expect(200)).body.data.labels).toEqual([
      expect.objectContaining({ label_id: press, name: 'Press' }),
    ]);
    const no = await post(ken, '/api/v1/labels/update_label', { label_id: press, name: 'Mine' }).expect(403);
    expect(no.body).toMatchObject({ code: 'errors.not_label_editor' });
    // Another team's editor: not this team's labels, not by naming the team either.
    expect(
      (await post(bea, '/api/v1/labels/assign_label', { label_id: press, accounts: ['bob'] }).expect(409)).body.code,
    ).toBe('errors.label_not_found');
    expect(
      (await post(bea, '/api/v1/labels/create_label', { name: 'X', color: '#e6194b', company_code: 'A-1' }).expect(403))
        .body.code,
    ).toBe('errors.other_team');
    await post(bea, '/api/v1/labels/create_label', { name: 'Own', color: '#e6194b' }).expect(200);
  });

  it('withdraws the right when the account moves to another team, logged as a withdrawal', async () => {
    await h.setCompanyCode('eri@example.com', 'B-2');
    expect((await idOf('eri@example.com')).label_editor).toBe(false);
    expect((await readSecurityEvents(h, SecurityEventKind.LABEL_EDITOR_CHANGED))[0]).toMatchObject({
      user_email: 'eri@example.com',
      actor_email: ADMIN,
      detail: 'not_label_editor team "A-1"',
    });
    const eri = await h.login('eri@example.com');
    expect(
      (await post(eri, '/api/v1/labels/create_label', { name: 'Moved', color: '#e6194b' }).expect(403)).body.code,
    ).toBe('errors.not_label_editor');
  });

  it('the users upgrade (format 2) grants the right to everyone who changed labels before', async () => {
    // A store from before the right: no users_format record, and ken@ (no right today) in the label log.
    const ken = await idOf('ken@example.com');
    const bus = new BusClient(new InProcessClient(h.kizuna.runtime.broker));
    await bus.emit(Topic.AccessLogged, {
      typeAction: AccessAction.LABEL_CHANGE,
      userId: ken.login_user_id,
      userName: 'ken',
      userEmail: 'ken@example.com',
      projectId: '',
      projectName: '',
      processId: '',
      at: '2026-11-01T00:00:00.000Z',
      clientAddress: '10.0.0.1',
      detail: 'assign "Press" (L1); 1 account(s): alice',
    });
    await h.kizuna.runtime.broker.drain();
    const store = await h.kizuna.runtime.documents('auth');
    await store.collection('users_format').deleteMany({});
    await h.stop();
    h = await startHarness({}, h.dataDir);
    admin = await h.login(ADMIN);
    // The upgrade runs beside the start (it asks the logs service): wait for it.
    const deadline = Date.now() + 30_000;
    while (!(await idOf('ken@example.com')).label_editor && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await users({ label_editors: true })).map((r) => r.user_email).sort()).toEqual([
      'bea@example.com',
      'ken@example.com',
    ]);
    const token = await h.login('ken@example.com');
    await post(token, '/api/v1/labels/create_label', { name: 'Since before', color: '#3cb44b' }).expect(200);
    // eri@ changed labels too, but an admin's later word (withdrawn by the move) stays.
    expect((await idOf('eri@example.com')).label_editor).toBe(false);
  }, 120_000);
});
