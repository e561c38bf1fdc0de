/** The i18n key naming each role a caller can have on a project (list_data's my_role). */
export const ROLE_KEYS: Record<string, string> = {
  owner: 'sharing.role_owner',
  admin: 'sharing.role_admin',
  editor: 'sharing.role_editor',
  viewer: 'sharing.role_viewer',
};

/** The i18n key of each /files filter. */
export const SCOPE_KEYS = {
  mine: 'sharing.scope_mine',
  shared: 'sharing.scope_shared',
  all: 'sharing.scope_all',
} as const;
