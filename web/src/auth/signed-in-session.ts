import type { LoginAnswer } from '@kizuna/http-api';
import type { SignedIn } from '../session/session-slice';

/** The session a sign-in's answer opens (spec §3). */
export function signedInSession({ AuthenticationResult: auth, UserAttributes: user }: LoginAnswer): SignedIn {
  return {
    api_token: auth.AccessToken,
    userid: auth.login_user_id,
    user_email: user.user_email,
    username: user.user_name,
    is_admin: user.role === 1,
    first_login: Boolean(auth.is_first_login),
  };
}
