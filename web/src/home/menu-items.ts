export type MenuItemId = 'upload' | 'files' | 'users' | 'logs';

export interface MenuItem {
  id: MenuItemId;
  to: string;
  labelKey: string;
  descriptionKey: string;
}

const ALL: ReadonlyArray<MenuItem & { adminOnly: boolean }> = [
  { id: 'upload', to: '/upload', labelKey: 'menu.upload', descriptionKey: 'home.upload_description', adminOnly: false },
  { id: 'files', to: '/files', labelKey: 'menu.files', descriptionKey: 'home.files_description', adminOnly: false },
  { id: 'users', to: '/users', labelKey: 'menu.users', descriptionKey: 'home.users_description', adminOnly: true },
  { id: 'logs', to: '/graph_logs', labelKey: 'menu.logs', descriptionKey: 'home.logs_description', adminOnly: true },
];

/** The top-bar menu and the home cards (spec §2, §6): user management and logs for admins only. */
export function menuItems(isAdmin: boolean): MenuItem[] {
  return ALL.filter((item) => isAdmin || !item.adminOnly).map(({ adminOnly: _adminOnly, ...item }) => item);
}
