/** The roles a column can be suggested for: the three required ones and the follower count. */
export type SuggestedRole = 'time' | 'author' | 'contents' | 'followers';

export const SUGGESTED_ROLES: readonly SuggestedRole[] = ['time', 'author', 'contents', 'followers'];

/** Where a suggestion came from: the column's header name, or its values when no name decided. */
export type SuggestionSource = 'name' | 'value';

/** One column's suggestion; role and source are '' for a column nothing is suggested for. */
export interface ColumnSuggestion {
  role: SuggestedRole | '';
  source: SuggestionSource | '';
  /** For a name suggestion: the tools known to write that header (shown to the user), else ''. */
  tool: string;
}

export const NO_SUGGESTION: ColumnSuggestion = { role: '', source: '', tool: '' };
