import type { LoginAnswer, RouteAnswer, RouteRequest, ServerConfig, StatusAnswer } from '@kizuna/http-api';
import { baseApi } from './base-api';
import { routeQuery } from './route-call';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<ServerConfig, RouteRequest<'serverConfig'>>({
      query: routeQuery('serverConfig'),
    }),
    pseudoLogin: build.mutation<LoginAnswer, RouteRequest<'devLogin'>>({
      query: routeQuery('devLogin'),
      extraOptions: { silent: true },
    }),
    exchangeSsoCode: build.mutation<LoginAnswer, RouteRequest<'exchangeSsoCode'>>({
      query: routeQuery('exchangeSsoCode'),
      extraOptions: { silent: true },
    }),
    passwordLogin: build.mutation<LoginAnswer, RouteRequest<'passwordLogin'>>({
      query: routeQuery('passwordLogin'),
      extraOptions: { silent: true },
    }),
    requestPasswordReset: build.mutation<StatusAnswer, RouteRequest<'requestPasswordReset'>>({
      query: routeQuery('requestPasswordReset'),
      extraOptions: { silent: true },
    }),
    setPasswordByLink: build.mutation<StatusAnswer, RouteRequest<'setPasswordByLink'>>({
      query: routeQuery('setPasswordByLink'),
      extraOptions: { silent: true },
    }),
    changePassword: build.mutation<StatusAnswer, RouteRequest<'changePassword'>>({
      query: routeQuery('changePassword'),
      extraOptions: { silent: true },
    }),
    requestRestore: build.mutation<StatusAnswer, RouteRequest<'requestRestore'>>({
      query: routeQuery('requestRestore'),
      extraOptions: { silent: true },
    }),
    logout: build.mutation<StatusAnswer, RouteRequest<'logout'>>({
      query: routeQuery('logout'),
      // Signing out must work even when the session has already ended on the server.
      extraOptions: { silent: true },
    }),
    registerAccount: build.mutation<StatusAnswer, RouteRequest<'registerAccount'>>({
      query: routeQuery('registerAccount'),
      extraOptions: { silent: true },
    }),
    healthcheck: build.query<RouteAnswer<'healthcheck'>, RouteRequest<'healthcheck'>>({
      query: routeQuery('healthcheck', { responseHandler: 'text' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});
