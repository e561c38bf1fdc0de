import type { SessionState } from '../session/session-slice';
import type { LabelTeamState } from './label-team-slice';

/**
 * The company_code every labels call sends: the admin's chosen team, or nothing (the caller's
 * own team). Never anything for a non-admin, whatever the state holds, since the gateway refuses
 * another team's code to them.
 */
export function labelCompanyCode(state: { session: SessionState; labelTeam: LabelTeamState }): string | undefined {
  if (!state.session.is_admin || state.labelTeam.chosen === null) return undefined;
  return state.labelTeam.chosen;
}
