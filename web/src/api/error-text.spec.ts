import { describe, it, expect, beforeAll } from '@jest/globals';
import i18next from 'i18next';
import { errorText, type Translator } from './error-text';

const instance = i18next.createInstance();
const i18n: Translator = { exists: (key) => instance.exists(key), t: (key, params) => instance.t(key, params ?? {}) };

beforeAll(async () => {
  await instance.init({
    lng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          errors: {
            missing_columns: '{{columns}} must be selected.',
            409: 'Conflict',
            network: 'Network disconnected.',
            timeout: 'The request timed out.',
            internalservererror: 'Internal server error.',
          },
        },
      },
    },
  });
});

describe('errorText', () => {
  it('translates a known server code with its params', () => {
    const body = {
      statusCode: 400,
      code: 'errors.missing_columns',
      message: 'x',
      params: { columns: 'Time, AuthorId' },
    };
    expect(errorText({ status: 400, data: body }, i18n)).toBe('Time, AuthorId must be selected.');
  });

  it('falls back to the server message for an unknown code', () => {
    expect(errorText({ status: 409, data: { code: 'errors.brand_new', message: 'Brand new problem' } }, i18n)).toBe(
      'Brand new problem',
    );
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
