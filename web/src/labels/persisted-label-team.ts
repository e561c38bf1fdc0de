import type { LabelTeamState } from './label-team-slice';

const STORAGE_KEY = 'kizuna.labelTeam';

/** The admin's chosen team survives reloads for the browser session (sessionStorage); anything malformed reads as their own team. */
export const persistedLabelTeam = {
  load(storage: Pick<Storage, 'getItem'>): LabelTeamState {
    try {
      const v = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<LabelTeamState> | null;
      return { chosen: typeof v?.chosen === 'string' ? v.chosen : null };
    } catch {
      return { chosen: null };
    }
  },
  save(storage: Pick<Storage, 'setItem'>, state: LabelTeamState): void {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage can be full or disabled: the choice then lasts until the page reloads.
    }
  },
};
