/** A team's label (issue 48, docs/labels.md). `team` is the company code ('' for accounts without one). */
export interface LabelRecord {
  _id: string;
  team: string;
  name: string;
  /** labelNameKey(name): a team has one label of a name, case and width aside. */
  name_key: string;
  color: string;
  created_by_id: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}

/** One label on one account of the team; `_id` is the label and the account key, so an account has a label once. */
export interface LabelAssignmentRecord {
  _id: string;
  team: string;
  label_id: string;
  /** The account key (labelAccountKey: userKey of the name as the posts write it). */
  account: string;
  note: string;
  by_id: string;
  by_name: string;
  at: string;
}

/** The id of the assignment of a label to an account. */
export function assignmentId(labelId: string, account: string): string {
  return `${labelId}/${account}`;
}
