import type { RunLabelIndex } from './run-label-index';

/** How many accounts the report names per label (the count says how many there are). */
export const REPORT_ACCOUNTS_PER_LABEL = 20;

export interface ReportLabelRow {
  labelId: string;
  name: string;
  color: string;
  count: number;
  /** The first accounts by name, each with its note. */
  accounts: { account: string; note: string }[];
}

/** The report's labels section (issue 48): each label of the team with the run's accounts carrying it. */
export function reportLabelRows(index: RunLabelIndex): ReportLabelRow[] {
  return index.labels
    .map((label) => {
      const accounts: { account: string; note: string }[] = [];
      for (const [account, labels] of index.byAccount) {
        const on = labels.find((l) => l.label_id === label.label_id);
        if (on) accounts.push({ account, note: on.note });
      }
      accounts.sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
      return {
        labelId: label.label_id,
        name: label.name,
        color: label.color,
        count: accounts.length,
        accounts: accounts.slice(0, REPORT_ACCOUNTS_PER_LABEL),
      };
    })
    .filter((row) => row.count > 0);
}
