import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginAnswer } from '@kizuna/http-api';
import { useAppDispatch } from '../app/useAppDispatch';
import { sessionSlice } from '../session/session-slice';
import { localReturnPath } from './local-return-path';
import { rememberedReturnPath } from './remembered-return-path';

/**
 * Keeps the session a sign-in answered with (spec §3) and opens the app where the user was going
 * (the sign-in page's `next`, or the one kept across single sign-on), else the home page; at a
 * first sign-in, /set_password.
 */
export function useCompleteSignIn(): (answer: LoginAnswer) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return ({ AuthenticationResult: auth, UserAttributes: user }) => {
    dispatch(
      sessionSlice.actions.signedIn({
        api_token: auth.AccessToken,
        userid: auth.login_user_id,
        user_email: user.user_email,
        username: user.user_name,
        is_admin: user.role === 1,
        first_login: Boolean(auth.is_first_login),
      }),
    );
    const kept = rememberedReturnPath.take();
    const next = localReturnPath(params.get('next')) ?? kept ?? '/';
    // Spec §3 first_login: an account signing in for the first time without a password is offered one.
    void navigate(auth.is_first_login ? '/set_password?first=1' : next, { replace: true });
  };
}
