import { describe, expect, it } from '@jest/globals';
import { answerProblems } from './check-answer.js';
import { findRoute, ROUTES } from './routes.js';

const route = (method: string, path: string) => {
  const r = findRoute(method, path);
  if (!r) throw new Error(`no route ${method} ${path}`);
  return r;
};

const run = {
  process_id: 'r1',
  total_cluster: 3,
  status: 2,
  started: true,
  stage: '',
  percent: 100,
  failure_code: '',
  node_count: 10,
  edge_count: 12,
  queue_position: 0,
  skipped_posts: 0,
};

describe('answerProblems', () => {
  it('accepts an answer of the documented shape, and the error shape for errors', () => {
    const analyzeStart = route('POST', '/api/v1/process/analyze_start/');
    expect(answerProblems(analyzeStart, 200, 'application/json', { status: 'success' })).toEqual([]);
    expect(
      answerProblems(analyzeStart, 403, 'application/json; charset=utf-8', {
        statusCode: 403,
        code: 'errors.forbidden',
        message: 'no',
      }),
    ).toEqual([]);
    expect(answerProblems(route('GET', '/api/healthcheck'), 200, 'text/plain; charset=utf-8', 'OK')).toEqual([]);
  });

  it('names a missing field, an undocumented field and a wrong type', () => {
    const register = route('POST', '/api/v1/process/register_analyze');
    const answer = {
      RegisterResult: {
        ProcessResult: [run],
        rows_all: 3,
        rows_valid: 3,
        error_rows: [],
        error_columns: [],
        network_users: 3,
        project_id: 'p',
      },
    };
    expect(answerProblems(register, 200, 'application/json', answer)).toEqual([]);
    const { rows_all: _gone, ...withoutRowsAll } = answer.RegisterResult;
    expect(answerProblems(register, 200, 'application/json', { RegisterResult: withoutRowsAll })).toEqual([
      expect.stringContaining('RegisterResult.rows_all'),
    ]);
    const extra = { RegisterResult: { ...answer.RegisterResult, ProcessResult: [{ ...run, colour: '#fff' }] } };
    expect(answerProblems(register, 200, 'application/json', extra).join()).toMatch(/ProcessResult\.0.*colour/);
    const wrong = { RegisterResult: { ...answer.RegisterResult, error_rows: ['1'] } };
    expect(answerProblems(register, 200, 'application/json', wrong)).toEqual([
      expect.stringContaining('RegisterResult.error_rows.0'),
    ]);
  });

  it('refuses an error without the error shape, a wrong content type and an unexpected redirect', () => {
    const listData = route('POST', '/api/v1/process/list_data');
    expect(answerProblems(listData, 500, 'text/html', '<h1>oops</h1>')).toHaveLength(1);
    expect(answerProblems(listData, 400, 'application/json', { error: 'bad' }).length).toBeGreaterThan(0);
    expect(answerProblems(listData, 200, 'text/plain', 'OK')).toHaveLength(1);
    expect(answerProblems(listData, 302, '', '')).toHaveLength(1);
    expect(answerProblems(route('GET', '/api/v1/auth/oidc/start'), 302, '', '')).toEqual([]);
  });

  it('has one entry per method and path', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
