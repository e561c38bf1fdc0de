import type { ReplyOf, Topic } from '@kizuna/proto';
import type { LoginAnswer } from '@kizuna/http-api';

/** Spec §3 login response, for every way of signing in. */
export function loginAnswer(reply: ReplyOf<Topic.AuthDevLogin>): LoginAnswer {
  return {
    AuthenticationResult: {
      AccessToken: reply.accessToken,
      login_user_id: reply.user?.id ?? '',
      is_first_login: reply.isFirstLogin,
    },
    UserAttributes: {
      user_email: reply.user?.email ?? '',
      user_name: reply.user?.username ?? '',
      role: reply.user?.isAdmin ? 1 : 0,
    },
  };
}
