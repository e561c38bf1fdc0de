import { useNavigate } from 'react-router-dom';
import type { LoginAnswer } from '@kizuna/http-api';
import { useAppDispatch } from '../app/useAppDispatch';
import { sessionSlice } from '../session/session-slice';

/** Keeps the session a sign-in answered with (spec §3) and opens the app (or, at a first sign-in, /set_password). */
export function useCompleteSignIn(): (answer: LoginAnswer) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
    // Spec §3 first_login: an account signing in for the first time without a password is offered one.
    void navigate(auth.is_first_login ? '/set_password?first=1' : '/', { replace: true });
  };
}
