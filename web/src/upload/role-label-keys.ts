import type { ColumnRole } from './column-mapping';

/** i18n keys of the role names, in the order the select lists them (spec §5 column order). */
export const ROLE_LABEL_KEYS: ReadonlyArray<readonly [ColumnRole, string]> = [
  ['', 'roles.none'],
  ['time', 'roles.time'],
  ['author', 'roles.author'],
  ['contents', 'roles.contents'],
  ['followers', 'roles.followers'],
  ['other', 'roles.other'],
];
