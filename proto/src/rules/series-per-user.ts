/**
 * Saved series one user may keep (docs/series.md): each is a small record, but the /files list
 * and the projects service's answers stay bounded whatever a user saves.
 */
export const SERIES_PER_USER_MAX = 100;
