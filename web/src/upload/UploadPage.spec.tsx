import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type ApiCall } from '../../test/fake-api';

// The upload goes by XMLHttpRequest for its progress; here it goes through the faked fetch like
// every other call, so the network is the only part replaced.
jest.unstable_mockModule('../api/xhr-fetch', () => ({ xhrFetch: (request: Request) => fetch(request) }));
// Imported after the mock: render-screen loads the API layer, which must see the mocked transport.
const { renderScreen } = await import('../../test/render-screen');
const { UploadPage } = await import('./UploadPage');

const HEADERS = ['created_at', 'screen_name', 'text', 'followers_count', 'lang'];
const uploaded = {
  UploadResult: {
    headers: HEADERS,
    data: [['2026-01-05 10:00:00', 'hanako', 'こんにちは', '120', 'ja']],
    path_s3: 'uploads/u-1/abc.csv',
    total: 3,
    encoding: 'Shift_JIS',
    converted: true,
    delimiter: ',',
    filename: 'posts.csv',
    bytes: 200,
    date_columns: HEADERS.map(() => ({ order: 'none', samples: [] })),
    suggestions: [
      { role: 'time', source: 'name', tool: 'Twitter API' },
      { role: 'author', source: 'name', tool: 'Twitter API' },
      { role: 'contents', source: 'value', tool: '' },
      { role: 'followers', source: 'name', tool: '' },
      { role: '', source: '', tool: '' },
    ],
  },
};
const registered = {
  RegisterResult: {
    ProcessResult: [{ process_id: 'p-6' }, { process_id: 'p-10' }],
    rows_all: 3,
    rows_valid: 2,
    error_rows: [1],
    error_columns: ['created_at'],
    network_users: 12,
    project_id: 'pr-1',
  },
};

function fakeIngest() {
  return fakeApi({
    'GET /api/config': { body: { uploadTtlHours: 24 } },
    'POST /api/v1/process/upload_csv': { body: uploaded },
    'GET /api/v1/process/register_progress': { body: { active: false, rows_done: 0, rows_all: 0 } },
    'POST /api/v1/process/register_analyze': { body: registered },
    'POST /api/v1/process/analyze_start': { body: { status: 'success' } },
  });
}

const csv = () => new File(['created_at,screen_name,text\n'], 'posts.csv', { type: 'text/csv' });
const lastToast = (store: { getState(): { toasts: { text: string }[] } }) => store.getState().toasts.at(-1)?.text;
const posted = (calls: ApiCall[], path: string) => calls.filter((c) => c.path === path);

async function nameAndUpload(name: string) {
  const input = await screen.findByTestId('project-name-input');
  await userEvent.type(input, name);
  await userEvent.click(screen.getByTestId('project-name-ok'));
  await userEvent.upload(screen.getByTestId('upload-file-input'), csv());
}

describe('UploadPage', () => {
  it('asks for a project name before anything is sent, in Japanese', async () => {
    const api = fakeIngest();
    await renderScreen(<UploadPage />, { path: '/upload' });
    await userEvent.click(await screen.findByTestId('project-name-ok'));
    expect(screen.getByText('プロジェクト名を入力してください')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('project-name-input'));
    await userEvent.paste('あ'.repeat(101));
    await userEvent.click(screen.getByTestId('project-name-ok'));
    expect(screen.getByText('プロジェクト名は100文字以内で入力してください。')).toBeInTheDocument();
    expect(posted(api.calls, '/api/v1/process/upload_csv')).toEqual([]);
  });

  it('refuses a file that is not a CSV with a message and sends nothing (English)', async () => {
    const api = fakeIngest();
    const { store } = await renderScreen(<UploadPage />, { path: '/upload', language: 'en' });
    await userEvent.type(await screen.findByTestId('project-name-input'), 'Spring');
    await userEvent.click(screen.getByTestId('project-name-ok'));
    const notCsv = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('upload-file-input'), notCsv, { applyAccept: false });
    await waitFor(() => expect(lastToast(store)).toBe('Please upload a CSV file.'));
    expect(posted(api.calls, '/api/v1/process/upload_csv')).toEqual([]);
  });

  it('uploads, maps the columns, registers with the chosen k and interactions, and starts', async () => {
    const api = fakeIngest();
    const { store } = await renderScreen(<UploadPage />, { path: '/upload' });
    await nameAndUpload('春の投稿');
    expect(await screen.findByTestId('upload-summary')).toHaveTextContent('posts.csv：3 行');
    expect(screen.getByTestId('encoding-converted')).toHaveTextContent('Shift_JIS から UTF-8 に変換しました');
    const upload = posted(api.calls, '/api/v1/process/upload_csv')[0];
    expect(upload.body).toContain('filename="posts.csv"');

    // Roles were guessed from the header names; the user marks the last column as "Other".
    expect(screen.getByTestId<HTMLSelectElement>('role-select-0').value).toBe('time');
    expect(screen.getByTestId<HTMLSelectElement>('role-select-2').value).toBe('contents');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '列「lang」の役割' }), 'その他');
    for (const k of [3, 6, 10]) {
      const box = screen.getByTestId<HTMLInputElement>(`k-${k}`);
      if (box.checked !== (k !== 3)) await userEvent.click(box);
    }
    await userEvent.click(screen.getByRole('checkbox', { name: '返信' }));
    await userEvent.click(screen.getByTestId('next-button'));

    const register = await waitFor(() => {
      const [call] = posted(api.calls, '/api/v1/process/register_analyze');
      expect(call).toBeDefined();
      return call;
    });
    expect(Object.fromEntries(register.query)).toMatchObject({
      project_name: '春の投稿',
      path_s3: 'uploads/u-1/abc.csv',
      list_cluster_count: '6,10',
      colindex_tweet_date: '0',
      colindex_screen_name: '1',
      colindex_tweet_text: '2',
      colindex_count_follower: '3',
      opt1_col_index: '4',
      relations: 'retweet,reply',
    });

    expect(await screen.findByTestId('rows-valid')).toHaveTextContent('2');
    // The server counts data rows from 0; the user reads them from 1.
    expect(screen.getByTestId('error-rows')).toHaveTextContent(/^2$/);
    expect(screen.getByText('エラーのある行は分析対象から除外されます。')).toBeInTheDocument();
    // Left here, the registration would be removed after the server's UPLOAD_TTL_HOURS: the step says so.
    expect(screen.getByTestId('kept-until-start')).toHaveTextContent('この登録は24時間保持され');
    await userEvent.click(screen.getByRole('button', { name: '分析開始' }));
    await waitFor(() =>
      expect(posted(api.calls, '/api/v1/process/analyze_start').map((c) => c.body)).toEqual([
        { list_process_id: 'p-6,p-10' },
      ]),
    );
    expect(await screen.findByTestId('start-done')).toBeInTheDocument();
    expect(lastToast(store)).toBe('分析を開始しました。登録データ一覧へ移動します…');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/files'), { timeout: 4000 });
  });

  it('shows the roles first, each with its column, a value and where the suggestion came from', async () => {
    fakeIngest();
    await renderScreen(<UploadPage />, { path: '/upload', language: 'en' });
    await nameAndUpload('Spring');
    const column = (role: string) => screen.getByTestId<HTMLSelectElement>(`role-column-${role}`);
    await screen.findByTestId('required-roles');
    expect(['time', 'author', 'contents', 'followers'].map((r) => column(r).value)).toEqual(['0', '1', '2', '3']);
    expect(screen.getByTestId('role-sample-author')).toHaveTextContent('e.g. hanako');
    expect(screen.getByTestId('role-origin-time')).toHaveTextContent(
      "Recognised by the column's name (as written by Twitter API)",
    );
    expect(screen.getByTestId('role-origin-followers')).toHaveTextContent("Recognised by the column's name");
    expect(screen.getByTestId('role-origin-contents')).toHaveTextContent(
      "Guessed from the column's values: please check",
    );

    // Changing the choice at the top changes the table below, and the other way round.
    await userEvent.selectOptions(column('contents'), 'lang');
    expect(screen.getByTestId<HTMLSelectElement>('role-select-4').value).toBe('contents');
    expect(screen.getByTestId<HTMLSelectElement>('role-select-2').value).toBe('');
    expect(screen.getByTestId('role-sample-contents')).toHaveTextContent('e.g. ja');
    expect(screen.getByTestId('role-origin-contents')).toHaveAttribute('data-origin', 'chosen');
    await userEvent.selectOptions(column('followers'), '');
    expect(screen.getByTestId<HTMLSelectElement>('role-select-3').value).toBe('');
    expect(screen.getByTestId('role-origin-followers')).toHaveTextContent('Optional');
    await userEvent.selectOptions(screen.getByTestId('role-select-0'), '');
    expect(column('time').value).toBe('');
    expect(screen.getByTestId('role-origin-time')).toHaveTextContent('Not found: choose the column');
  });

  it('keeps the user on the mapping with a message when a required role or every k is missing', async () => {
    const api = fakeIngest();
    const { store } = await renderScreen(<UploadPage />, { path: '/upload', language: 'en' });
    await nameAndUpload('Spring');
    await userEvent.selectOptions(await screen.findByTestId('role-select-2'), '');
    await userEvent.click(screen.getByTestId('next-button'));
    await waitFor(() => expect(lastToast(store)).toBe('[Contents] must be selected.'));

    await userEvent.selectOptions(screen.getByTestId('role-select-2'), 'contents');
    for (const k of [3, 6, 10]) {
      const box = screen.getByTestId<HTMLInputElement>(`k-${k}`);
      if (box.checked) await userEvent.click(box);
    }
    await userEvent.click(screen.getByTestId('next-button'));
    await waitFor(() => expect(lastToast(store)).toBe('Please select at least one k.'));
    expect(posted(api.calls, '/api/v1/process/register_analyze')).toEqual([]);
  });

  it('allows at most five "Other" columns and keeps at least one interaction', async () => {
    const many = ['created_at', 'screen_name', 'text', 'a', 'b', 'c', 'd', 'e', 'f'];
    const wide = { UploadResult: { ...uploaded.UploadResult, headers: many, data: [many.map(() => 'x')] } };
    fakeApi({
      'GET /api/config': { body: {} },
      'POST /api/v1/process/upload_csv': {
        body: { ...wide, UploadResult: { ...wide.UploadResult, converted: false } },
      },
    });
    const { store } = await renderScreen(<UploadPage />, { path: '/upload', language: 'en' });
    await nameAndUpload('Wide');
    for (let column = 3; column <= 8; column++)
      await userEvent.selectOptions(await screen.findByTestId(`role-select-${column}`), 'other');
    await waitFor(() => expect(lastToast(store)).toBe('Please select only 5 additional columns.'));
    expect(screen.getByTestId<HTMLSelectElement>('role-select-8').value).toBe('');
    expect(screen.getByTestId<HTMLSelectElement>('role-select-7').value).toBe('other');

    const retweets = screen.getByRole('checkbox', { name: 'Retweets' });
    expect(retweets).toBeChecked();
    await userEvent.click(retweets);
    expect(retweets).toBeChecked();
  });

  it('asks which number is the month when the dates read both ways, and registers with the order chosen', async () => {
    const ambiguous = {
      UploadResult: {
        ...uploaded.UploadResult,
        date_columns: HEADERS.map((_, i) =>
          i === 0 ? { order: 'ambiguous', samples: ['8/6/15 17:44', '6/13/15 9:00'] } : { order: 'none', samples: [] },
        ),
      },
    };
    const api = fakeApi({
      'GET /api/config': { body: {} },
      'POST /api/v1/process/upload_csv': { body: ambiguous },
      'GET /api/v1/process/register_progress': { body: { active: false, rows_done: 0, rows_all: 0 } },
      'POST /api/v1/process/register_analyze': { body: registered },
    });
    const { store } = await renderScreen(<UploadPage />, { path: '/upload' });
    await nameAndUpload('夏の投稿');
    const question = await screen.findByTestId('date-order-question');
    const [first, second] = within(question).getAllByTestId('date-order-sample');
    expect(first).toHaveTextContent('8/6/15 17:442015/08/06 17:442015/06/08 17:44');
    // Day first, 6/13 would be the 6th of month 13: no such day.
    expect(second).toHaveTextContent('6/13/15 9:002015/06/13 09:00(存在しない日付)');

    await userEvent.click(screen.getByTestId('next-button'));
    await waitFor(() => expect(lastToast(store)).toBe('時刻列の日付が「月/日」か「日/月」かを選んでください。'));
    expect(posted(api.calls, '/api/v1/process/register_analyze')).toEqual([]);

    await userEvent.click(within(question).getByRole('radio', { name: '月が先(8/6 = 8月6日)' }));
    await userEvent.click(screen.getByTestId('next-button'));
    const register = await waitFor(() => {
      const [call] = posted(api.calls, '/api/v1/process/register_analyze');
      expect(call).toBeDefined();
      return call;
    });
    expect(register.query.get('date_order')).toBe('month_first');
  });

  it('warns before Start when the network has fewer users than a chosen k, and lets a smaller k be chosen', async () => {
    // The answer follows the k sent: the server counts the same 4 users each time.
    const api = fakeApi({
      'GET /api/config': { body: {} },
      'POST /api/v1/process/upload_csv': { body: uploaded },
      'GET /api/v1/process/register_progress': { body: { active: false, rows_done: 0, rows_all: 0 } },
      'POST /api/v1/process/register_analyze': (call) => ({
        body: {
          RegisterResult: {
            ...registered.RegisterResult,
            ProcessResult: (call.query.get('list_cluster_count') ?? '')
              .split(',')
              .map((k) => ({ process_id: `p-${k}` })),
            network_users: 4,
          },
        },
      }),
      'POST /api/v1/process/analyze_start': { body: { status: 'success' } },
    });
    await renderScreen(<UploadPage />, { path: '/upload' });
    await nameAndUpload('小さな会話');
    for (const k of [6, 10]) await userEvent.click(await screen.findByTestId(`k-${k}`));
    await userEvent.click(screen.getByTestId('next-button'));

    const warning = await screen.findByTestId('too-many-communities');
    expect(warning).toHaveTextContent(
      'ネットワークのユーザーは4人で、選んだコミュニティ数（k = 6, 10）より少ないため、その分析は実行できず失敗します。',
    );
    await userEvent.click(screen.getByRole('button', { name: 'コミュニティ数を選び直す' }));

    // Back on the mapping, the warning stays beside the k until they are no more than the users.
    expect(await screen.findByTestId('too-many-communities')).toHaveTextContent('k = 6, 10');
    await userEvent.click(screen.getByTestId('k-10'));
    expect(screen.getByTestId('too-many-communities')).toHaveTextContent('k = 6）');
    await userEvent.click(screen.getByTestId('k-6'));
    expect(screen.queryByTestId('too-many-communities')).toBeNull();

    await userEvent.click(screen.getByTestId('next-button'));
    await waitFor(() =>
      expect(
        posted(api.calls, '/api/v1/process/register_analyze').map((c) => c.query.get('list_cluster_count')),
      ).toEqual(['3,6,10', '3']),
    );
    expect(await screen.findByTestId('rows-valid')).toBeInTheDocument();
    expect(screen.queryByTestId('too-many-communities')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '分析開始' }));
    await waitFor(() =>
      expect(posted(api.calls, '/api/v1/process/analyze_start').map((c) => c.body)).toEqual([
        { list_process_id: 'p-3' },
      ]),
    );
  });

  it("shows the server's refusal of the file in English and stays on the file step", async () => {
    fakeApi({
      'GET /api/config': { body: {} },
      'POST /api/v1/process/upload_csv': { status: 400, body: { code: 'errors.unsupported_encoding', message: 'x' } },
    });
    const { store } = await renderScreen(<UploadPage />, { path: '/upload', language: 'en' });
    await nameAndUpload('Autumn');
    await waitFor(() => expect(lastToast(store)).toBe('The file encoding could not be read. Please save it as UTF-8.'));
    expect(screen.getByTestId('upload-file-input')).toBeInTheDocument();
    expect(screen.queryByTestId('role-select-0')).toBeNull();
  });
});
