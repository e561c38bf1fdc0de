import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { appNavigation } from '../app/app-navigation';
import { signInRedirect } from '../session/sign-in-url';
import { translator } from '../i18n/translator';
import { sessionSlice, type SessionState } from '../session/session-slice';
import { toastsSlice } from '../toasts/toasts-slice';
import { errorText } from './error-text';
import { httpErrorAction } from './http-error-action';
import { UPLOAD_PATH, uploadProgress } from './upload-progress';
import { xhrFetch } from './xhr-fetch';

/** Spec §7: every call but the upload may take up to 20 minutes. */
export const REQUEST_TIMEOUT_MS = 1_200_000;

export interface CallOptions {
  /** The screen shows this call's errors itself, so no toast (401 and 404 are still handled). */
  silent?: boolean;
  /**
   * A 404 is an answer the screen shows (a part of a page that exists may be missing, as an older
   * project's coordination), not a page that does not exist: no move to /not_found.
   */
  notFoundShown?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  // The upload goes by XMLHttpRequest so that its progress can be shown; everything else by fetch.
  fetchFn: (input, init) =>
    input instanceof Request && new URL(input.url).pathname === `/${UPLOAD_PATH}`
      ? xhrFetch(input, uploadProgress.emit)
      : fetch(input, init),
  timeout: REQUEST_TIMEOUT_MS,
  // JSON answers are parsed, plain-text ones (healthcheck, some proxies' errors) kept as text.
  responseHandler: 'content-type',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: SessionState }).session.api_token;
    if (token) headers.set('X-Auth-Token', token);
    return headers;
  },
});

/** fetchBaseQuery plus the global answer handling of spec §8. */
export const appBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, CallOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, {});
  if (!result.error) return result;
  const status = result.error.status === 'PARSING_ERROR' ? result.error.originalStatus : result.error.status;
  switch (httpErrorAction(status)) {
    case 'logout': {
      api.dispatch(sessionSlice.actions.loggedOut());
      const to = signInRedirect(`${window.location.pathname}${window.location.search}${window.location.hash}`);
      if (to) appNavigation.go(to);
      break;
    }
    case 'not_found':
      if (!extraOptions?.notFoundShown) appNavigation.go('/not_found');
      break;
    case 'toast':
      if (!extraOptions?.silent)
        api.dispatch(toastsSlice.actions.shown('error', errorText({ status, data: result.error.data }, translator)));
      break;
  }
  return result;
};
