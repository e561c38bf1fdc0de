/** The i18n key and parameters naming one status check (`bus:auth`, `documents:logs`, `objects`). */
export function checkLabel(name: string): { key: string; params: Record<string, string> } {
  const [kind, service = ''] = name.split(':');
  if (kind === 'bus') return { key: 'mysql.check_bus', params: { service } };
  if (kind === 'documents') return { key: 'mysql.check_documents', params: { service } };
  if (kind === 'objects') return { key: 'mysql.check_objects', params: {} };
  return { key: 'mysql.check_named', params: { name } };
}
