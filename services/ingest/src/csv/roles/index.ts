export { foldHeader } from './fold-header.js';
export { KNOWN_HEADERS, type KnownHeader } from './known-headers.js';
export { suggestByName } from './suggest-by-name.js';
export { suggestByValues } from './suggest-by-values.js';
export { suggestRoles } from './suggest-roles.js';
export {
  NO_SUGGESTION,
  SUGGESTED_ROLES,
  type ColumnSuggestion,
  type SuggestedRole,
  type SuggestionSource,
} from './suggested-role.js';
export { ValueSample } from './value-sample.js';
