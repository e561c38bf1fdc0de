import { SecurityEventKind } from '@kizuna/proto/rules';

const KEYS: Partial<Record<SecurityEventKind, string>> = {
  [SecurityEventKind.SIGN_IN_FAILED]: 'logs.kind_sign_in_failed',
  [SecurityEventKind.SIGN_IN_THROTTLED]: 'logs.kind_sign_in_throttled',
  [SecurityEventKind.SIGN_IN_REFUSED]: 'logs.kind_sign_in_refused',
  [SecurityEventKind.PASSWORD_CHANGED]: 'logs.kind_password_changed',
  [SecurityEventKind.PASSWORD_RESET]: 'logs.kind_password_reset',
  [SecurityEventKind.ACCOUNT_APPROVED]: 'logs.kind_account_approved',
  [SecurityEventKind.ACCOUNT_UNAPPROVED]: 'logs.kind_account_unapproved',
  [SecurityEventKind.ROLE_CHANGED]: 'logs.kind_role_changed',
  [SecurityEventKind.ACCOUNT_DELETED]: 'logs.kind_account_deleted',
  [SecurityEventKind.ACCOUNT_RESTORED]: 'logs.kind_account_restored',
  [SecurityEventKind.APPLICATION_FILED]: 'logs.kind_application_filed',
  [SecurityEventKind.PROJECT_SHARED]: 'logs.kind_project_shared',
  [SecurityEventKind.PROJECT_SHARE_CHANGED]: 'logs.kind_project_share_changed',
  [SecurityEventKind.PROJECT_UNSHARED]: 'logs.kind_project_unshared',
  [SecurityEventKind.PROJECTS_TRANSFERRED]: 'logs.kind_projects_transferred',
  [SecurityEventKind.LABEL_EDITOR_CHANGED]: 'logs.kind_label_editor_changed',
};

/** The i18n key naming a security event's kind, or null for a kind this build does not know. */
export function securityEventKindKey(kind: number): string | null {
  return KEYS[kind as SecurityEventKind] ?? null;
}
