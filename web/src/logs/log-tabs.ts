export type LogTabId = 'login' | 'analysis_start' | 'result_view' | 'label_change' | 'security';

export interface LogTab {
  id: LogTabId;
  labelKey: string;
  /** The access log's type_action; null for the security events. */
  typeAction: number | null;
}

/** Spec §2 /graph_logs: the three access-log tabs, label changes and the security events beyond the spec. */
export const LOG_TABS: readonly LogTab[] = [
  { id: 'login', labelKey: 'logs.tab_login', typeAction: 0 },
  { id: 'analysis_start', labelKey: 'logs.tab_analysis_start', typeAction: 1 },
  { id: 'result_view', labelKey: 'logs.tab_result_view', typeAction: 2 },
  // Account labels (issue 48): who labelled which accounts with what.
  { id: 'label_change', labelKey: 'logs.tab_label_change', typeAction: 3 },
  { id: 'security', labelKey: 'logs.tab_security', typeAction: null },
];
