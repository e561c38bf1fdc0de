import type {
  ChangePasswordRequest,
  DevLoginRequest,
  EmailRequest,
  LoginAnswer,
  PasswordLoginRequest,
  RegisterRequest,
  ServerConfig,
  SetPasswordRequest,
  SsoExchangeRequest,
  StatusAnswer,
} from '@kizuna/http-api';
import { baseApi } from './base-api';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<ServerConfig, void>({
      query: () => 'api/config',
    }),
    pseudoLogin: build.mutation<LoginAnswer, DevLoginRequest>({
      query: (body) => ({ url: 'api/v1/auth/pseudo_authenticate_okta', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    exchangeSsoCode: build.mutation<LoginAnswer, SsoExchangeRequest>({
      query: (body) => ({ url: 'api/v1/auth/get_user', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    passwordLogin: build.mutation<LoginAnswer, PasswordLoginRequest>({
      query: (body) => ({ url: 'api/v1/auth/login', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    requestPasswordReset: build.mutation<StatusAnswer, EmailRequest>({
      query: (body) => ({ url: 'api/v1/auth/reset_passwd', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    setPasswordByLink: build.mutation<StatusAnswer, SetPasswordRequest>({
      query: (body) => ({ url: 'api/v1/auth/set_password', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    changePassword: build.mutation<StatusAnswer, ChangePasswordRequest>({
      query: (body) => ({ url: 'api/v1/auth/change_password', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    requestRestore: build.mutation<StatusAnswer, EmailRequest>({
      query: (body) => ({ url: 'api/restore_request/', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    logout: build.mutation<StatusAnswer, void>({
      query: () => ({ url: 'api/v1/auth/logout', method: 'POST' }),
      // Signing out must work even when the session has already ended on the server.
      extraOptions: { silent: true },
    }),
    registerAccount: build.mutation<StatusAnswer, RegisterRequest>({
      query: (body) => ({ url: 'api/register/', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    healthcheck: build.query<string, void>({
      query: () => ({ url: 'api/healthcheck', responseHandler: 'text' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});
