import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { labelTeam } from '@kizuna/proto/rules';
import { sessionSlice } from '../session/session-slice';

/** The team whose labels an admin works on in the SPA (issue 48); null is their own team. */
export interface LabelTeamState {
  chosen: string | null;
}

const ownTeam: LabelTeamState = { chosen: null };

/**
 * The admin's choice of team, kept for the browser session and shared by every labels call the
 * SPA makes (labelCompanyCode). A sign-in or sign-out forgets it: the next account starts on its own team.
 */
export const labelTeamSlice = createSlice({
  name: 'labelTeam',
  initialState: ownTeam,
  reducers: {
    // The code as the gateway reads it (labelTeam trims), so the same team is never two choices.
    teamChosen: (_state, action: PayloadAction<string | null>) => ({
      chosen: action.payload === null ? null : labelTeam(action.payload),
    }),
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionSlice.actions.signedIn, () => ownTeam)
      .addCase(sessionSlice.actions.loggedOut, () => ownTeam),
});
