import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Lang = 'ja' | 'en';

/** Spec §3 Session (batch_server_ip is not kept: the gateway fronts the batch work). */
export interface SessionState {
  api_token: string | null;
  userid: string | null;
  user_email: string | null;
  username: string | null;
  is_admin: boolean;
  lang: Lang;
  first_login: boolean;
}

export const signedOutSession: SessionState = {
  api_token: null,
  userid: null,
  user_email: null,
  username: null,
  is_admin: false,
  lang: 'ja',
  first_login: false,
};

export interface SignedIn {
  api_token: string;
  userid: string;
  user_email: string;
  username: string;
  is_admin: boolean;
  first_login: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutSession,
  reducers: {
    signedIn: (state, action: PayloadAction<SignedIn>) => ({ ...state, ...action.payload }),
    // Spec §4: logout clears token, user id, email, name and admin flag; the language stays.
    loggedOut: (state) => ({ ...signedOutSession, lang: state.lang }),
    languageChosen: (state, action: PayloadAction<Lang>) => ({ ...state, lang: action.payload }),
  },
});
