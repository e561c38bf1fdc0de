/** The message key for a database status (spec §8: status 1 success, 2 checking, others error). */
export function databaseStatusKey(status: number | null): string {
  if (status === null) return 'mysql.status_2';
  return status === 1 ? 'mysql.status_1' : 'mysql.status_0';
}
