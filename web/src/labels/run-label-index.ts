import type { AccountLabel, LabelDocument, RunLabelsAnswer } from '@kizuna/http-api';

/** A run's labelled accounts, as the graph, the panels and the lists look them up. */
export interface RunLabelIndex {
  /** The team's labels by name (the legend). */
  labels: readonly LabelDocument[];
  /** Each labelled account's labels, by account key (the node id). */
  byAccount: ReadonlyMap<string, readonly AccountLabel[]>;
  /** The ring colour of each labelled account: its first label's (labels come by name). */
  ringColors: ReadonlyMap<string, string>;
  /** How many of the run's accounts carry each label, by label id. */
  counts: ReadonlyMap<string, number>;
}

export const EMPTY_RUN_LABELS: RunLabelIndex = {
  labels: [],
  byAccount: new Map(),
  ringColors: new Map(),
  counts: new Map(),
};

export function runLabelIndex(data: RunLabelsAnswer['data'] | undefined): RunLabelIndex {
  if (!data) return EMPTY_RUN_LABELS;
  const byAccount = new Map<string, readonly AccountLabel[]>();
  const ringColors = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const { account, labels } of data.accounts) {
    if (labels.length === 0) continue;
    byAccount.set(account, labels);
    ringColors.set(account, labels[0].color);
    for (const l of labels) counts.set(l.label_id, (counts.get(l.label_id) ?? 0) + 1);
  }
  return { labels: data.labels, byAccount, ringColors, counts };
}

/** The accounts carrying a label (null for no label chosen): what "highlight accounts labelled …" lights. */
export function accountsLabelled(index: RunLabelIndex, labelId: string | null): ReadonlySet<string> | null {
  if (!labelId) return null;
  const out = new Set<string>();
  for (const [account, labels] of index.byAccount) if (labels.some((l) => l.label_id === labelId)) out.add(account);
  return out;
}
