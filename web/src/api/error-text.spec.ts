import { describe, it, expect } from '@jest/globals';
import { errorText, type Translator } from './error-text';

const catalogue: Record<string, string> = {
  'errors.missing_columns': '{{columns}} must be selected.',
  'errors.409': 'Conflict',
  'errors.network': 'Network disconnected.',
  'errors.timeout': 'The request timed out.',
  'errors.internalservererror': 'Internal server error.',
};

// A real, if small, interpolating translator over a fixed catalogue.
const i18n: Translator = {
  exists: (key) => key in catalogue,
  t: (key, params) => (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? '')),
};

describe('errorText', () => {
  it('translates a known server code with its params', () => {
    const body = { statusCode: 400, code: 'errors.missing_columns', message: 'x', params: { columns: 'Time, AuthorId' } };
    expect(errorText({ status: 400, data: body }, i18n)).toBe('Time, AuthorId must be selected.');
  });

  it('falls back to the server message for an unknown code', () => {
    expect(errorText({ status: 409, data: { code: 'errors.brand_new', message: 'Brand new problem' } }, i18n)).toBe('Brand new problem');
  });

  it('uses the HTTP status name when the body says nothing', () => {
    expect(errorText({ status: 409, data: {} }, i18n)).toBe('Conflict');
  });

  it('shows a plain-text body, but never an HTML error page', () => {
    expect(errorText({ status: 418, data: 'teapot says no' }, i18n)).toBe('teapot says no');
    expect(errorText({ status: 502, data: '<html>bad gateway</html>' }, i18n)).toBe('Internal server error.');
  });

  it('names network failures and timeouts', () => {
    expect(errorText({ status: 'FETCH_ERROR' }, i18n)).toBe('Network disconnected.');
    expect(errorText({ status: 'TIMEOUT_ERROR' }, i18n)).toBe('The request timed out.');
  });
});
