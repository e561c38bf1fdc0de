import { describe, expect, it } from '@jest/globals';
import type { RegisterResult, UploadResult } from '@kizuna/http-api';
import {
  canStart,
  initialUploadWizard,
  sending,
  uploadWizardReducer,
  type UploadWizardState,
  type WizardAction,
} from './upload-wizard';

const LIMIT = 150_000_000;
const csv = (name = 'posts.csv') => new File(['created_at,text\n'], name, { type: 'text/csv' });

const uploaded: UploadResult = {
  headers: ['id', 'tweet_text', 'lang', 'created_at', 'screen_name', 'likes', 'place', 'url', 'device', 'reply_to'],
  data: [['1', 'hello', 'en', '2021-09-25 10:00', 'sakura', '3', 'Tokyo', '', 'web', '']],
  path_s3: 'uploads/u1/abc.csv',
  total: 1,
  encoding: 'UTF-8',
  converted: false,
  delimiter: ',',
  filename: 'posts.csv',
  bytes: 120,
  date_columns: [],
  // What ingest suggested: three roles by name (the header table), the rest nothing.
  suggestions: ['', 'contents', '', 'time', 'author', '', '', '', '', ''].map((role) => ({
    role: role as UploadResult['suggestions'][number]['role'],
    source: role === '' ? ('' as const) : ('name' as const),
    tool: '',
  })),
};

const registeredRun = (process_id: string, total_cluster: number) => ({
  process_id,
  total_cluster,
  status: 0,
  started: false,
  stage: '',
  percent: 0,
  failure_code: '',
  node_count: 0,
  edge_count: 0,
  queue_position: 0,
  skipped_posts: 0,
});

const registered = (rowsValid: number, networkUsers = 12): RegisterResult => ({
  ProcessResult: [registeredRun('p3', 3), registeredRun('p10', 10)],
  rows_all: 5,
  rows_valid: rowsValid,
  error_rows: rowsValid === 5 ? [] : [2],
  error_columns: [],
  network_users: networkUsers,
  project_id: 'prj1',
});

const run = (state: UploadWizardState, ...actions: WizardAction[]) => actions.reduce(uploadWizardReducer, state);

/** Named, uploaded and on the mapping step with the roles the server suggested. */
const onMapping = (): UploadWizardState =>
  run(
    initialUploadWizard,
    { type: 'nameConfirmed', name: 'Election 2024' },
    { type: 'fileChosen', file: csv(), maxUploadBytes: LIMIT },
    { type: 'uploadSucceeded', result: uploaded, fileName: 'posts.csv' },
  );

const onReview = (rowsValid: number): UploadWizardState =>
  run(onMapping(), { type: 'nextRequested' }, { type: 'registerSucceeded', result: registered(rowsValid) });

describe('upload wizard: naming and choosing the file', () => {
  it('opens on step 1 with the name dialog open and k = 3 chosen', () => {
    expect(initialUploadWizard).toMatchObject({ step: 0, nameDialogOpen: true, projectName: '', request: null });
    expect(initialUploadWizard.clusterCounts).toEqual([3]);
  });

  it('asks for a name when a file is chosen first, then uploads that file once the name is confirmed', () => {
    const file = csv();
    const waiting = run(
      initialUploadWizard,
      { type: 'nameCancelled' },
      { type: 'fileChosen', file, maxUploadBytes: LIMIT },
    );
    expect(waiting).toMatchObject({ nameDialogOpen: true, pendingFile: file, request: null });

    const named = uploadWizardReducer(waiting, { type: 'nameConfirmed', name: 'Election 2024' });
    expect(named).toMatchObject({ projectName: 'Election 2024', nameDialogOpen: false, pendingFile: null });
    expect(named.request).toEqual({ kind: 'upload', file });
    expect(sending(named, 'upload')).toBe(true);
  });

  it('forgets the waiting file when the name dialog is cancelled', () => {
    const state = run(
      initialUploadWizard,
      { type: 'nameCancelled' },
      { type: 'fileChosen', file: csv(), maxUploadBytes: LIMIT },
      { type: 'nameCancelled' },
    );
    expect(state).toMatchObject({ nameDialogOpen: false, pendingFile: null, request: null, projectName: '' });
  });

  it('renaming without a waiting file sends nothing', () => {
    const state = run(initialUploadWizard, { type: 'nameConfirmed', name: 'A' }, { type: 'nameDialogOpened' });
    expect(uploadWizardReducer(state, { type: 'nameConfirmed', name: 'B' })).toMatchObject({
      projectName: 'B',
      request: null,
    });
  });

  it('uploads at once when the project already has a name, and ignores another file while uploading', () => {
    const file = csv();
    const state = run(
      initialUploadWizard,
      { type: 'nameConfirmed', name: 'Election 2024' },
      { type: 'fileChosen', file, maxUploadBytes: LIMIT },
    );
    expect(state.request).toEqual({ kind: 'upload', file });
    expect(uploadWizardReducer(state, { type: 'fileChosen', file: csv('other.csv'), maxUploadBytes: LIMIT })).toBe(
      state,
    );
  });

  it('refuses a file that is not a CSV or is over the limit, with the spec messages, sending nothing', () => {
    const named = run(initialUploadWizard, { type: 'nameConfirmed', name: 'Election 2024' });
    const notCsv = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(uploadWizardReducer(named, { type: 'fileChosen', file: notCsv, maxUploadBytes: LIMIT })).toMatchObject({
      request: null,
      notice: { kind: 'error', key: 'errors.not_csv' },
    });
    const file = csv();
    expect(uploadWizardReducer(named, { type: 'fileChosen', file, maxUploadBytes: file.size - 1 })).toMatchObject({
      request: null,
      notice: { kind: 'error', key: 'errors.max_file_size_error' },
    });
  });

  it('goes to the mapping step on a successful upload, with the roles the server suggested and k = 3', () => {
    const state = onMapping();
    expect(state).toMatchObject({ step: 1, request: null, upload: { fileName: 'posts.csv', result: uploaded } });
    expect(state.roles).toEqual(['', 'contents', '', 'time', 'author', '', '', '', '', '']);
    expect(state.clusterCounts).toEqual([3]);
  });

  it('stays on the file step after a failed upload, ready for another file', () => {
    const failed = run(
      initialUploadWizard,
      { type: 'nameConfirmed', name: 'Election 2024' },
      { type: 'fileChosen', file: csv(), maxUploadBytes: LIMIT },
      { type: 'uploadFailed' },
    );
    expect(failed).toMatchObject({ step: 0, request: null, upload: null });
    const again = csv('again.csv');
    expect(uploadWizardReducer(failed, { type: 'fileChosen', file: again, maxUploadBytes: LIMIT }).request).toEqual({
      kind: 'upload',
      file: again,
    });
  });

  it('ignores an answer to a call it did not make', () => {
    expect(
      uploadWizardReducer(initialUploadWizard, { type: 'uploadSucceeded', result: uploaded, fileName: 'x.csv' }),
    ).toBe(initialUploadWizard);
    const mapping = onMapping();
    expect(uploadWizardReducer(mapping, { type: 'registerSucceeded', result: registered(5) })).toBe(mapping);
    expect(uploadWizardReducer(mapping, { type: 'startSucceeded' })).toBe(mapping);
  });
});

describe('upload wizard: column mapping (spec §5)', () => {
  const role = (column: number, r: UploadWizardState['roles'][number]): WizardAction => ({
    type: 'roleChosen',
    column,
    role: r,
  });

  it('gives each role to one column: choosing a used role clears it on the other column', () => {
    const state = run(onMapping(), role(0, 'author'));
    expect(state.roles[0]).toBe('author');
    expect(state.roles[4]).toBe('');
    expect(state.notice).toBeNull();
  });

  it('allows five Others and rejects the sixth with errors.please_select_5_others, resetting that choice', () => {
    const five = run(onMapping(), role(2, 'other'), role(5, 'other'), role(6, 'other'), role(7, 'other'));
    const withFive = uploadWizardReducer(five, role(8, 'other'));
    expect(withFive.roles.filter((r) => r === 'other')).toHaveLength(5);

    const sixth = uploadWizardReducer(withFive, role(9, 'other'));
    expect(sixth.roles[9]).toBe('');
    expect(sixth.roles.filter((r) => r === 'other')).toHaveLength(5);
    expect(sixth.notice).toEqual({ kind: 'error', key: 'errors.please_select_5_others' });

    // The same refusal again is a new notice, so the user is told again.
    const again = uploadWizardReducer(sixth, role(9, 'other'));
    expect(again.notice).toEqual(sixth.notice);
    expect(again.notice).not.toBe(sixth.notice);
  });

  it('adds and removes community counts', () => {
    const state = run(
      onMapping(),
      { type: 'clusterCountToggled', k: 10 },
      { type: 'clusterCountToggled', k: 6 },
      { type: 'clusterCountToggled', k: 3 },
    );
    expect(state.clusterCounts).toEqual([10, 6]);
  });

  it('does not register while Time, AuthorId or Contents is missing, naming them in that order', () => {
    const state = run(onMapping(), role(1, ''), role(3, ''), { type: 'nextRequested' });
    expect(state.request).toBeNull();
    expect(state.step).toBe(1);
    expect(state.notice).toEqual({
      kind: 'mapping',
      problem: { kind: 'missing_columns', missing: ['time', 'contents'] },
    });
  });

  it('does not register without a community count', () => {
    const state = run(onMapping(), { type: 'clusterCountToggled', k: 3 }, { type: 'nextRequested' });
    expect(state.request).toBeNull();
    expect(state.notice).toEqual({ kind: 'mapping', problem: { kind: 'no_cluster_count' } });
  });

  it('registers the mapping, the chosen k in ascending order and the project name', () => {
    const state = run(
      onMapping(),
      role(6, 'other'),
      role(2, 'other'),
      { type: 'clusterCountToggled', k: 10 },
      { type: 'nextRequested' },
    );
    expect(state.request).toEqual({
      kind: 'register',
      params: {
        list_cluster_count: '3,10',
        project_name: 'Election 2024',
        path_s3: 'uploads/u1/abc.csv',
        colindex_screen_name: 4,
        colindex_tweet_text: 1,
        colindex_tweet_date: 3,
        colindex_count_follower: -1,
        opt1_col_index: 2,
        opt2_col_index: 6,
        opt3_col_index: -1,
        opt4_col_index: -1,
        opt5_col_index: -1,
        date_order: '',
        relations: 'retweet',
        project_id: '',
      },
    });
    expect(sending(state, 'register')).toBe(true);
    expect(uploadWizardReducer(state, { type: 'nextRequested' })).toBe(state);
  });

  it('stays on the mapping after a failed registration, so Next can be tried again', () => {
    const state = run(onMapping(), { type: 'nextRequested' }, { type: 'registerFailed' });
    expect(state).toMatchObject({ step: 1, request: null, registered: null });
    expect(uploadWizardReducer(state, { type: 'nextRequested' }).request?.kind).toBe('register');
  });

  it('going back to the file step clears the chosen file and its mapping', () => {
    const state = uploadWizardReducer(onMapping(), { type: 'backToFile' });
    expect(state).toMatchObject({ step: 0, upload: null, roles: [], projectName: 'Election 2024' });
  });

  it('does not go back while the registration is under way', () => {
    const registering = run(onMapping(), { type: 'nextRequested' });
    expect(uploadWizardReducer(registering, { type: 'backToFile' })).toBe(registering);
  });
});

describe('upload wizard: review and start (spec §4)', () => {
  it('shows the registration result on step 3', () => {
    const state = onReview(4);
    expect(state).toMatchObject({ step: 2, request: null, registered: registered(4) });
    expect(canStart(state)).toBe(true);
  });

  it('keeps start closed when no row is valid', () => {
    const state = onReview(0);
    expect(canStart(state)).toBe(false);
    expect(uploadWizardReducer(state, { type: 'startRequested' })).toBe(state);
  });

  it('starts every registered run once and says so', () => {
    const starting = run(onReview(5), { type: 'startRequested' });
    expect(starting.request).toEqual({ kind: 'start', processIds: ['p3', 'p10'] });
    expect(canStart(starting)).toBe(false);
    expect(uploadWizardReducer(starting, { type: 'backToColumns' })).toBe(starting);

    const started = uploadWizardReducer(starting, { type: 'startSucceeded' });
    expect(started).toMatchObject({ started: true, request: null, notice: { kind: 'started' } });
    expect(canStart(started)).toBe(false);
    expect(uploadWizardReducer(started, { type: 'startRequested' })).toBe(started);
    expect(uploadWizardReducer(started, { type: 'backToColumns' })).toBe(started);
  });

  it('lets start be tried again after a failed start', () => {
    const state = run(onReview(5), { type: 'startRequested' }, { type: 'startFailed' });
    expect(state).toMatchObject({ started: false, request: null });
    expect(canStart(state)).toBe(true);
  });

  it('goes back from the review to the mapping as it was', () => {
    const review = onReview(5);
    const state = uploadWizardReducer(review, { type: 'backToColumns' });
    expect(state).toMatchObject({ step: 1, roles: review.roles, clusterCounts: review.clusterCounts });
  });

  it('registers again into the project the first registration made, with the new k', () => {
    const again = run(
      onReview(5),
      { type: 'backToColumns' },
      { type: 'clusterCountToggled', k: 10 },
      {
        type: 'nextRequested',
      },
    );
    expect(again.request).toMatchObject({
      kind: 'register',
      params: { project_id: 'prj1', list_cluster_count: '3,10' },
    });
  });
});

describe('upload wizard: progress and dates written two ways', () => {
  it('follows the bytes sent while the file uploads, and forgets them once it is up', () => {
    const file = new File(['x'.repeat(1000)], 'posts.csv', { type: 'text/csv' });
    const uploading = run(
      initialUploadWizard,
      { type: 'nameConfirmed', name: 'Election 2024' },
      { type: 'fileChosen', file, maxUploadBytes: LIMIT },
    );
    expect(uploading.uploadProgress).toEqual({ sent: 0, total: 1000 });
    const half = uploadWizardReducer(uploading, { type: 'uploadProgressed', sent: 500, total: 1200 });
    expect(half.uploadProgress).toEqual({ sent: 500, total: 1200 });
    expect(
      uploadWizardReducer(half, { type: 'uploadSucceeded', result: uploaded, fileName: 'posts.csv' }).uploadProgress,
    ).toBeNull();
    // A late progress event after the answer changes nothing.
    const done = uploadWizardReducer(half, { type: 'uploadFailed' });
    expect(uploadWizardReducer(done, { type: 'uploadProgressed', sent: 900, total: 1200 })).toBe(done);
  });

  it('asks which order an ambiguous time column uses before registering, and sends the answer', () => {
    const ambiguous: UploadResult = {
      ...uploaded,
      date_columns: uploaded.headers.map((_h, i) =>
        i === 3 ? { order: 'ambiguous', samples: ['8/6/15 17:44'] } : { order: 'none', samples: [] },
      ),
    };
    const mapping = run(
      initialUploadWizard,
      { type: 'nameConfirmed', name: 'Debate' },
      { type: 'fileChosen', file: csv(), maxUploadBytes: LIMIT },
      { type: 'uploadSucceeded', result: ambiguous, fileName: 'posts.csv' },
    );
    expect(mapping.roles[3]).toBe('time');
    const refused = uploadWizardReducer(mapping, { type: 'nextRequested' });
    expect(refused.request).toBeNull();
    expect(refused.notice).toEqual({ kind: 'error', key: 'errors.date_order_required' });

    const answered = run(mapping, { type: 'dateOrderChosen', order: 'month_first' }, { type: 'nextRequested' });
    expect(answered.request).toMatchObject({ kind: 'register', params: { date_order: 'month_first' } });
  });

  it('sends no order when the time column is not ambiguous', () => {
    const state = run(onMapping(), { type: 'dateOrderChosen', order: 'day_first' }, { type: 'nextRequested' });
    expect(state.request).toMatchObject({ kind: 'register', params: { date_order: '' } });
  });

  it('builds the network from retweets unless the user chooses other interactions, sent in canonical order', () => {
    expect(run(onMapping(), { type: 'nextRequested' }).request).toMatchObject({ params: { relations: 'retweet' } });
    const state = run(
      onMapping(),
      { type: 'relationToggled', kind: 'mention' },
      { type: 'relationToggled', kind: 'reply' },
      { type: 'relationToggled', kind: 'retweet' },
      { type: 'relationToggled', kind: 'retweet' },
    );
    expect(state.relations).toEqual(['retweet', 'reply', 'mention']);
    const replies = run(
      onMapping(),
      { type: 'relationToggled', kind: 'reply' },
      { type: 'relationToggled', kind: 'retweet' },
    );
    expect(run(replies, { type: 'nextRequested' }).request).toMatchObject({ params: { relations: 'reply' } });
  });

  it('keeps the last interaction chosen: a network needs one', () => {
    const state = run(onMapping(), { type: 'relationToggled', kind: 'retweet' });
    expect(state.relations).toEqual(['retweet']);
  });
});
