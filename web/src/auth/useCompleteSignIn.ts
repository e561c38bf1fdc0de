import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginAnswer } from '@kizuna/http-api';
import { useAppDispatch } from '../app/useAppDispatch';
import { sessionSlice } from '../session/session-slice';
import { localReturnPath } from './local-return-path';
import { rememberedReturnPath } from './remembered-return-path';
import { signedInSession } from './signed-in-session';

/**
 * Keeps the session a sign-in answered with (spec §3) and opens the app where the user was going
 * (the sign-in page's `next`, or the one kept across single sign-on), else the home page; at a
 * first sign-in, /set_password.
 */
export function useCompleteSignIn(): (answer: LoginAnswer) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (answer) => {
    dispatch(sessionSlice.actions.signedIn(signedInSession(answer)));
    const kept = rememberedReturnPath.take();
    const next = localReturnPath(params.get('next')) ?? kept ?? '/';
    // Spec §3 first_login: an account signing in for the first time without a password is offered one.
    void navigate(answer.AuthenticationResult.is_first_login ? '/set_password?first=1' : next, { replace: true });
  };
}
