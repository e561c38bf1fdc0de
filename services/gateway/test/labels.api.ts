import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import iconv from 'iconv-lite';
import request from 'supertest';
import { AccessAction } from '@kizuna/proto/rules';
import { ADMIN, startHarness, waitForProject, type Harness } from './kizuna-harness.js';
import { startExplorerProject } from './explorer-data.js';
import { readAccessLogs } from './read-logs.js';

interface RunLabels {
  labels: Array<{ label_id: string; name: string; color: string }>;
  accounts: Array<{
    account: string;
    cluster_id: number;
    labels: Array<{ label_id: string; name: string; by_name: string; note: string }>;
  }>;
  total: number;
}

/**
 * Account labels (issue 48): a team's labels follow an account into every project of the team;
 * label editors (a right an admin grants, issue 55) change them, the rest of the team reads them,
 * another team never sees them; bulk
 * assignment, the CSV import (Shift_JIS, bad rows) and export; every change in the access log.
 */
describe('account labels (issue 48)', () => {
  let h: Harness;
  let admin: string;
  let owner: string;
  let editor: string;
  let viewer: string;
  let other: string;
  let first: { projectId: string; processId: string };
  let second: { projectId: string; processId: string };
  let critic = '';
  const post = (token: string, route: string, body: object) =>
    request(h.http).post(`/api/v1/${route}`).set('X-Auth-Token', token).send(body);
  const runLabels = async (token: string, processId: string, extra: object = {}) =>
    (await post(token, 'analyze/cluster/get_run_labels', { process_id: processId, ...extra }).expect(200)).body
      .data as RunLabels;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.login(ADMIN);
    for (const email of ['owner@example.com', 'editor@example.com', 'viewer@example.com']) {
      await h.approvedUser(email);
      await h.setCompanyCode(email, 'A-1');
    }
    await h.approvedUser('other@example.com');
    await h.setCompanyCode('other@example.com', 'B-2');
    await h.setLabelEditor('owner@example.com');
    await h.setLabelEditor('editor@example.com');
    // Signed in after the codes are set: the gateway caches an account a few seconds.
    owner = await h.login('owner@example.com');
    editor = await h.login('editor@example.com');
    viewer = await h.login('viewer@example.com');
    other = await h.login('other@example.com');
    first = await startExplorerProject(h.http, owner, h.dataDir, 'First upload');
    second = await startExplorerProject(h.http, owner, h.dataDir, 'Next month');
    expect((await waitForProject(h.http, owner, first.projectId)).status).toBe(2);
    expect((await waitForProject(h.http, owner, second.projectId)).status).toBe(2);
    // The team views the first project (company share); editor@ edits it.
    await post(owner, 'process/share_company', { project_id: first.projectId, on: true }).expect(200);
    await post(owner, 'process/share_project', {
      project_id: first.projectId,
      email: 'editor@example.com',
      role: 'editor',
    }).expect(200);
  }, 240_000);
  afterAll(async () => {
    await h.close();
  });

  it('says who may change labels: label editors and admins may, the rest of the team only reads', async () => {
    for (const [token, may] of [
      [owner, true],
      [editor, true],
      [viewer, false],
      [admin, true],
    ] as const) {
      const res = await post(token, 'labels/list_labels', {}).expect(200);
      expect(res.body.data).toMatchObject({ labels: [], may_change: may });
    }
    expect((await post(viewer, 'labels/list_labels', {}).expect(200)).body.data.team).toBe('A-1');
  });

  it('makes a label, refusing a viewer, a taken name, a bad colour and no name', async () => {
    expect(
      (await post(viewer, 'labels/create_label', { name: 'Critic', color: '#e6194b' }).expect(403)).body.code,
    ).toBe('errors.not_label_editor');
    const made = await post(owner, 'labels/create_label', { name: 'Critic', color: '#E6194B' }).expect(200);
    critic = made.body.data.label_id;
    expect(made.body.data.label).toMatchObject({ name: 'Critic', color: '#e6194b', created_by_name: 'owner' });
    expect(
      (await post(editor, 'labels/create_label', { name: ' critic ', color: '#3cb44b' }).expect(409)).body,
    ).toMatchObject({ code: 'errors.label_name_taken' });
    expect((await post(owner, 'labels/create_label', { name: 'Bot', color: '#123456' }).expect(400)).body.code).toBe(
      'errors.invalid_color',
    );
    expect((await post(owner, 'labels/create_label', { name: '  ', color: '#3cb44b' }).expect(400)).body.code).toBe(
      'errors.label_name_required',
    );
    expect(
      (await post(owner, 'labels/create_label', { name: 'x'.repeat(41), color: '#3cb44b' }).expect(400)).body.code,
    ).toBe('errors.label_name_too_long');
  });

  it('puts a label on accounts by name (case and @ aside) and it follows them into the next upload', async () => {
    expect(
      (await post(viewer, 'labels/assign_label', { label_id: critic, accounts: ['alice'] }).expect(403)).body.code,
    ).toBe('errors.not_label_editor');
    const res = await post(owner, 'labels/assign_label', {
      label_id: critic,
      accounts: ['@Alice', 'BOB', '', 'nobody-here'],
      note: 'writes against us',
    }).expect(200);
    expect(res.body.data).toEqual({ label_id: critic, changed: 3, refused: 1 });
    for (const run of [first, second]) {
      const labels = await runLabels(owner, run.processId);
      expect(labels.total).toBe(2);
      expect(labels.accounts.map((a) => a.account)).toEqual(['alice', 'bob']);
      // Each with its community in the run, as the graph has it.
      const graph = (await post(owner, 'analyze/cluster/get_graph', { process_id: run.processId }).expect(200)).body
        .data as { nodes: Array<{ node_id: string; cluster_id: number }> };
      for (const a of labels.accounts)
        expect(a.cluster_id).toBe(graph.nodes.find((n) => n.node_id === a.account)?.cluster_id);
      expect(labels.accounts[0].labels).toEqual([
        expect.objectContaining({ label_id: critic, name: 'Critic', by_name: 'owner', note: 'writes against us' }),
      ]);
      expect(labels.labels.map((l) => l.name)).toEqual(['Critic']);
    }
    // The team's viewer reads them on the project shared with the team.
    expect((await runLabels(viewer, first.processId)).accounts.map((a) => a.account)).toEqual(['alice', 'bob']);
  });

  it("never shows another team's labels, and refuses a stranger the run as not found", async () => {
    expect((await post(other, 'labels/list_labels', {}).expect(200)).body.data.labels).toEqual([]);
    expect((await post(other, 'labels/list_labels', { company_code: 'A-1' }).expect(403)).body.code).toBe(
      'errors.other_team',
    );
    // other@ is no label editor: a reader only. An admin may change any team's labels, but a
    // label of team A-1 is no label of the admin's own team.
    expect(
      (await post(other, 'labels/assign_label', { label_id: critic, accounts: ['carol'] }).expect(403)).body.code,
    ).toBe('errors.not_label_editor');
    expect(
      (await post(admin, 'labels/assign_label', { label_id: critic, accounts: ['carol'] }).expect(409)).body.code,
    ).toBe('errors.label_not_found');
    expect(
      (await post(other, 'analyze/cluster/get_run_labels', { process_id: first.processId }).expect(404)).body.code,
    ).toBe('errors.not_found');
    // An admin sees any team's labels when naming it, and their own (none) otherwise.
    expect((await runLabels(admin, first.processId, { company_code: 'A-1' })).total).toBe(2);
    expect((await runLabels(admin, first.processId)).total).toBe(0);
  });

  it('lets an editor rename, recolour and take a label off; filters a run by label', async () => {
    const bot = (await post(editor, 'labels/create_label', { name: 'Bot', color: '#4363d8' }).expect(200)).body.data
      .label_id as string;
    await post(editor, 'labels/assign_label', { label_id: bot, accounts: ['bob', 'ramenfan1'] }).expect(200);
    const renamed = await post(editor, 'labels/update_label', {
      label_id: critic,
      name: 'Known critic',
      color: '#911eb4',
    }).expect(200);
    expect(renamed.body.data.label).toMatchObject({ name: 'Known critic', color: '#911eb4' });
    const all = await runLabels(owner, second.processId);
    expect(all.accounts.find((a) => a.account === 'bob')?.labels.map((l) => l.name)).toEqual(['Bot', 'Known critic']);
    expect((await runLabels(owner, second.processId, { label_id: bot })).accounts.map((a) => a.account)).toEqual([
      'bob',
      'ramenfan1',
    ]);
    const off = await post(editor, 'labels/unassign_label', { label_id: critic, accounts: ['BOB', 'carol'] }).expect(
      200,
    );
    expect(off.body.data).toEqual({ label_id: critic, changed: 1, refused: 0 });
    expect((await runLabels(owner, first.processId, { label_id: critic })).accounts.map((a) => a.account)).toEqual([
      'alice',
    ]);
    // Paged.
    const page = await runLabels(owner, first.processId, { page: 1, max_count: 2 });
    expect([page.total, page.accounts.map((a) => a.account)]).toEqual([3, ['ramenfan1']]);
  });

  it('labels a thousand accounts in one request, and deleting the label takes it off all', async () => {
    const group = (await post(owner, 'labels/create_label', { name: 'Group', color: '#f58231' }).expect(200)).body.data
      .label_id as string;
    const names = [
      ...Array.from({ length: 988 }, (_, i) => `bulk${i}`),
      ...Array.from({ length: 12 }, (_, i) => `votefan${i + 1}`),
    ];
    const started = Date.now();
    const res = await post(owner, 'labels/assign_label', { label_id: group, accounts: names }).expect(200);
    const took = Date.now() - started;
    process.stdout.write(`assign_label of 1000 accounts: ${took} ms\n`);
    expect(res.body.data.changed).toBe(1000);
    // The goal is 500 ms on an idle machine; tests share theirs, so only a gross regression fails.
    expect(took).toBeLessThan(5000);
    expect((await runLabels(owner, first.processId, { label_id: group })).total).toBe(12);
    // A delete names the label: by id alone, or naming another label, it is refused and nothing goes.
    expect((await post(owner, 'labels/delete_label', { label_id: group }).expect(400)).body.code).toBe(
      'errors.bad_request',
    );
    expect(
      (await post(owner, 'labels/delete_label', { label_id: group, name: 'Critic' }).expect(400)).body,
    ).toMatchObject({ code: 'errors.label_name_mismatch', params: { name: 'Group' } });
    expect((await runLabels(owner, first.processId, { label_id: group })).total).toBe(12);
    const gone = await post(owner, 'labels/delete_label', { label_id: group, name: ' group ' }).expect(200);
    expect(gone.body.data.changed).toBe(1000);
    expect((await runLabels(owner, first.processId)).labels.map((l) => l.name)).not.toContain('Group');
  });

  it('imports a Shift_JIS CSV: applies good rows, makes missing labels, names the bad rows', async () => {
    const csv = [
      'アカウント,ラベル,メモ',
      'carol,批評家,新聞',
      '@ballfan1,Bot,',
      ',批評家,',
      'ballfan2,,',
      `ballfan3,${'長'.repeat(41)},`,
      'ballfan4,批評家,',
    ].join('\r\n');
    const bytes = iconv.encode(csv, 'cp932');
    const res = await post(owner, 'labels/import_labels', { csv: bytes.toString('base64') }).expect(200);
    expect(res.body.data).toMatchObject({ applied: 3, refused_total: 3, encoding: 'shift_jis' });
    expect(res.body.data.created.map((l: { name: string }) => l.name)).toEqual(['批評家']);
    expect(res.body.data.refused).toEqual([
      { line: 4, account: '', label: '批評家', reason: 'errors.label_account_invalid' },
      { line: 5, account: 'ballfan2', label: '', reason: 'errors.label_name_required' },
      { line: 6, account: 'ballfan3', label: '長'.repeat(41), reason: 'errors.label_name_too_long' },
    ]);
    const labels = await runLabels(viewer, first.processId);
    expect(labels.accounts.find((a) => a.account === 'carol')?.labels).toEqual([
      expect.objectContaining({ name: '批評家', note: '新聞' }),
    ]);
    expect(labels.accounts.find((a) => a.account === 'ballfan1')?.labels.map((l) => l.name)).toEqual(['Bot']);

    expect((await post(viewer, 'labels/import_labels', { csv: bytes.toString('base64') }).expect(403)).body.code).toBe(
      'errors.not_label_editor',
    );
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]).toString('base64');
    expect((await post(owner, 'labels/import_labels', { csv: binary }).expect(400)).body.code).toBe(
      'errors.label_file_invalid',
    );
    const large = Buffer.alloc(600 * 1024, 'a,b\n').toString('base64');
    expect((await post(owner, 'labels/import_labels', { csv: large }).expect(413)).body.code).toBe(
      'errors.label_file_too_large',
    );
  });

  it("exports the team's labels as CSV that the import reads back", async () => {
    const res = await post(viewer, 'labels/export_labels', {}).buffer(true).parse(textParser).expect(200);
    expect(res.headers['content-disposition']).toMatch(/labels_\d{8}\.csv/);
    const text = res.body as string;
    expect(text.startsWith('\uFEFFaccount,label,note,color,by,at\r\n')).toBe(true);
    expect(text).toContain('alice,Known critic,writes against us,#911eb4,owner,');
    expect(text).toContain('carol,批評家,');
    expect(text).not.toContain('bulk1');
    const again = await post(owner, 'labels/import_labels', { csv: Buffer.from(text).toString('base64') }).expect(200);
    expect(again.body.data).toMatchObject({ refused_total: 0, created: [] });
    expect(
      (await post(other, 'labels/export_labels', {}).buffer(true).parse(textParser).expect(200)).body,
    ).not.toContain('alice');
  });

  it("adds the viewer's team's labels as columns to the CSVs that list accounts", async () => {
    const csv = async (token: string, route: string, body: object) =>
      (
        await post(token, route, { process_id: first.processId, ...body })
          .buffer(true)
          .parse(textParser)
          .expect(200)
      ).body as string;
    const members = await csv(viewer, 'analyze/cluster/download_cluster_details', { cluster_id: 0, download_type: 1 });
    const [header, ...rows] = members.split('\r\n');
    expect(header.endsWith(',start_date,end_date,labels,label_notes')).toBe(true);
    expect(rows.find((r) => r.startsWith('alice,'))).toMatch(/,Known critic,Known critic: writes against us$/);
    expect(rows.find((r) => r.startsWith('carol,'))).toMatch(/,批評家,批評家: 新聞$/);
    expect(rows.find((r) => r.startsWith('ballfan5,'))).toMatch(/,,$/);
    const posts = await csv(viewer, 'analyze/cluster/download_node_tweets', { cluster_id: 0, node_id: 'alice' });
    expect(posts.split('\r\n')[1]).toMatch(/,Known critic,Known critic: writes against us$/);
    // Another team's download of the same file has the columns, empty.
    await post(owner, 'process/share_project', {
      project_id: first.projectId,
      email: 'other@example.com',
      role: 'viewer',
    }).expect(200);
    const theirs = await csv(other, 'analyze/cluster/download_cluster_details', { cluster_id: 0, download_type: 1 });
    expect(theirs).not.toContain('Known critic');
    expect(theirs.split('\r\n')[0].endsWith('labels,label_notes')).toBe(true);
  });

  it('logs every change with who, which label and which accounts', async () => {
    const logs = (await readAccessLogs(h, AccessAction.LABEL_CHANGE)) as Array<{ user_email: string; detail: string }>;
    const details = logs.map((l) => `${l.user_email} ${l.detail}`);
    expect(details).toContainEqual(expect.stringMatching(/^owner@example\.com create in team "A-1" "Critic"/));
    expect(details).toContainEqual(
      expect.stringMatching(/^owner@example\.com assign "Critic" \(.+\); 3 account\(s\): alice, bob, nobody-here$/),
    );
    expect(details).toContainEqual(expect.stringMatching(/^editor@example\.com unassign "Known critic" .*: bob$/));
    expect(details).toContainEqual(expect.stringMatching(/^owner@example\.com delete "Group" .*1000 account/));
    expect(details).toContainEqual(expect.stringMatching(/^owner@example\.com import into team "A-1": 3 row/));
    expect(details).toContainEqual(
      expect.stringMatching(/^owner@example\.com import "批評家" .*; 2 account\(s\): carol, ballfan4$/),
    );
    expect(details).toContainEqual(
      expect.stringMatching(/^owner@example\.com import "Bot" .*; 1 account\(s\): ballfan1$/),
    );
    // Refused changes leave no entry.
    expect(logs.filter((l) => l.user_email === 'viewer@example.com')).toEqual([]);
    const listed = await post(admin, 'logs/list_access_logs', { type_action: 3, max_count: 100 }).expect(200);
    expect(listed.body.LogResult.length).toBe(logs.length);
    expect(listed.body.LogResult[0].detail).not.toBe('');
    const file = await post(admin, 'logs/download_access_logs', { type_action: 3 })
      .buffer(true)
      .parse(textParser)
      .expect(200);
    expect(file.headers['content-disposition']).toMatch(/label_logs_\d{8}\.csv/);
    expect((file.body as string).split('\r\n')[0]).toBe(
      '\uFEFFaccess_log_id,user_name,user_email,project_id,project_name,created_at,client_address,detail',
    );
    expect(file.body).toContain('unassign ""Known critic""');
  });

  it('keeps the labels when a project is deleted', async () => {
    await post(owner, 'process/delete_csv', { project_id: second.projectId }).expect(200);
    expect((await runLabels(owner, first.processId)).total).toBeGreaterThan(0);
    expect((await post(owner, 'labels/list_labels', {}).expect(200)).body.data.labels.length).toBe(3);
  });

  it('answers an admin every team that has labels to choose from, anyone else their own team', async () => {
    const teams = async (token: string, body: object = {}) =>
      (await post(token, 'labels/list_labels', body).expect(200)).body.data.teams as string[];
    expect(await teams(admin)).toEqual(['A-1']);
    await post(admin, 'labels/create_label', { name: 'Press', color: '#3cb44b', company_code: 'Z-9' }).expect(200);
    await post(admin, 'labels/create_label', { name: 'Press', color: '#3cb44b', company_code: '' }).expect(200);
    // Sorted, '' (the accounts without a code) first; the same whichever team the admin is looking at.
    expect(await teams(admin)).toEqual(['', 'A-1', 'Z-9']);
    const z9 = (await post(admin, 'labels/list_labels', { company_code: 'Z-9' }).expect(200)).body.data;
    expect(z9).toMatchObject({ team: 'Z-9', teams: ['', 'A-1', 'Z-9'], labels: [{ name: 'Press' }] });
    // Others learn no other team's code, even one without labels of its own.
    expect(await teams(owner)).toEqual(['A-1']);
    expect(await teams(viewer)).toEqual(['A-1']);
    expect(await teams(other)).toEqual(['B-2']);
  });

  it('makes the owner of every project a reader once the right is withdrawn, and an editor again when granted', async () => {
    await h.setLabelEditor('owner@example.com', false);
    const withdrawn = await h.login('owner@example.com');
    const listed = (await post(withdrawn, 'labels/list_labels', {}).expect(200)).body.data;
    expect(listed).toMatchObject({ may_change: false, team: 'A-1' });
    expect(listed.labels).toHaveLength(3);
    const { label_id: labelId, name } = listed.labels[0] as { label_id: string; name: string };
    for (const [route, body] of [
      ['labels/create_label', { name: 'Mine', color: '#e6194b' }],
      ['labels/update_label', { label_id: labelId, name: 'Renamed' }],
      ['labels/update_label', { label_id: labelId, color: '#3cb44b' }],
      ['labels/assign_label', { label_id: labelId, accounts: ['carol'] }],
      ['labels/unassign_label', { label_id: labelId, accounts: ['ballfan1'] }],
      ['labels/import_labels', { csv: Buffer.from('dave,Mine\n').toString('base64') }],
      ['labels/delete_label', { label_id: labelId, name }],
    ] as const) {
      const res = await post(withdrawn, route, body).expect(403);
      expect([route, res.body.code]).toEqual([route, 'errors.not_label_editor']);
    }
    // Nothing of it was stored, and reading the run's labels stays open.
    expect((await runLabels(withdrawn, first.processId)).labels.map((l) => [l.name, l.color])).toEqual(
      (await runLabels(admin, first.processId, { company_code: 'A-1' })).labels.map((l) => [l.name, l.color]),
    );
    expect((await post(withdrawn, 'labels/list_labels', {}).expect(200)).body.data.labels).toHaveLength(3);
    await h.setLabelEditor('owner@example.com', true);
    const granted = await h.login('owner@example.com');
    await post(granted, 'labels/update_label', { label_id: labelId, color: '#3cb44b' }).expect(200);
  });
});

function textParser(res: request.Response, done: (err: Error | null, body: string) => void): void {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
}
