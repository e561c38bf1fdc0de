import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { labelTeamSlice } from '../labels/label-team-slice';
import { persistedLabelTeam } from '../labels/persisted-label-team';
import { persistedSession } from '../session/persisted-session';
import { sessionSlice } from '../session/session-slice';
import { toastsSlice } from '../toasts/toasts-slice';

// Cached answers belong to the signed-in user; drop them all when the session ends.
const onLogout = createListenerMiddleware();
onLogout.startListening({
  actionCreator: sessionSlice.actions.loggedOut,
  effect: (_action, api) => {
    api.dispatch(baseApi.util.resetApiState());
  },
});

export const store = configureStore({
  reducer: {
    session: sessionSlice.reducer,
    toasts: toastsSlice.reducer,
    labelTeam: labelTeamSlice.reducer,
    [baseApi.reducerPath]: baseApi.reducer,
  },
  preloadedState: {
    session: persistedSession.load(window.localStorage),
    labelTeam: persistedLabelTeam.load(window.sessionStorage),
  },
  middleware: (getDefault) => getDefault().prepend(onLogout.middleware).concat(baseApi.middleware),
});

let savedSession = store.getState().session;
let savedLabelTeam = store.getState().labelTeam;
store.subscribe(() => {
  const { session, labelTeam } = store.getState();
  if (session !== savedSession) {
    savedSession = session;
    persistedSession.save(window.localStorage, session);
  }
  if (labelTeam !== savedLabelTeam) {
    savedLabelTeam = labelTeam;
    persistedLabelTeam.save(window.sessionStorage, labelTeam);
  }
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
