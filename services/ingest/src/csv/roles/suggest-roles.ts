import { suggestByName } from './suggest-by-name.js';
import { suggestByValues } from './suggest-by-values.js';
import type { ColumnSuggestion } from './suggested-role.js';

/**
 * The mapping screen's first guess, one suggestion per column: the header names decide first
 * (KNOWN_HEADERS), and the sampled values decide the roles no name settled. The user can change
 * every choice; the screen says which came from values.
 */
export function suggestRoles(headers: readonly string[], rows: readonly (readonly string[])[]): ColumnSuggestion[] {
  return suggestByValues(rows, suggestByName(headers));
}
