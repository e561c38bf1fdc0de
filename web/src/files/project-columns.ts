/** Columns of the project table; sortKey is the list_data sort_key (spec §7: 0 id, 1 name, 2 user, 3 status). */
export const PROJECT_COLUMNS: ReadonlyArray<{ labelKey: string; sortKey: number | null }> = [
  { labelKey: 'files.col_id', sortKey: 0 },
  { labelKey: 'files.col_name', sortKey: 1 },
  { labelKey: 'files.col_user', sortKey: 2 },
  { labelKey: 'files.col_status', sortKey: 3 },
  { labelKey: 'files.col_runs', sortKey: null },
  { labelKey: 'files.col_created', sortKey: null },
  { labelKey: 'files.col_actions', sortKey: null },
];
