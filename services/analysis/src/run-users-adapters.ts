import type { PackedKeys, ReceivedRequestOf, Topic } from '@kizuna/proto';
import { everyFieldRead, type Complete } from './read-every-field.js';

/** Which of some accounts a run has: the run and the accounts, packed (issue 48). */
export interface UsersPresentAsked {
  processId: string;
  accounts: PackedKeys;
}

/** analysis.users.present.v1 (issue 54: every field taken, every field of the query written). */
export function toUsersPresentAsked(msg: ReceivedRequestOf<Topic.AnalysisUsersPresent>): Complete<UsersPresentAsked> {
  const { processId, accountsUtf8, accountEnds, ...rest } = msg;
  everyFieldRead(rest);
  return { processId, accounts: { utf8: accountsUtf8, ends: accountEnds } };
}
