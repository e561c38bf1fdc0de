/** The bits of i18next this needs, so the choice of text stays a pure function. */
export interface Translator {
  exists(key: string): boolean;
  t(key: string, params?: Record<string, unknown>): string;
}

export interface FailedCall {
  status: number | string;
  data?: unknown;
}

/**
 * Text of an error toast (spec §8): the server's code when the app knows it, else its message,
 * else the HTTP status name errors.{status}, else the raw body, else internal server error.
 */
export function errorText(error: FailedCall, i18n: Translator): string {
  const body = error.data;
  if (body !== null && typeof body === 'object') {
    const { code, message, params } = body as { code?: unknown; message?: unknown; params?: unknown };
    if (typeof code === 'string' && i18n.exists(code)) {
      return i18n.t(
        code,
        params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : undefined,
      );
    }
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (error.status === 'FETCH_ERROR') return i18n.t('errors.network');
  if (error.status === 'TIMEOUT_ERROR') return i18n.t('errors.timeout');
  const statusKey = `errors.${String(error.status)}`;
  if (typeof error.status === 'number' && i18n.exists(statusKey)) return i18n.t(statusKey);
  if (typeof body === 'string' && body.trim() !== '' && !/^\s*</.test(body)) return body.trim();
  return i18n.t('errors.internalservererror');
}
