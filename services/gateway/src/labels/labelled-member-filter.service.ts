import { Injectable } from '@nestjs/common';
import type { Actor } from '../auth/actor.js';
import { labelTeamFor } from './label-team.js';
import { TeamAssignments } from './team-assignments.service.js';

/** What the member list's label filter asks of a members page: the fields of the bus request. */
export interface MemberRestriction {
  /** Whether onlyAccounts restricts the page at all: an empty list with it keeps nobody. */
  restrictAccounts: boolean;
  onlyAccounts: string[];
}

const NO_RESTRICTION: MemberRestriction = { restrictAccounts: false, onlyAccounts: [] };

/**
 * The member list filtered to labelled accounts (issue 48): the account keys carrying a label of
 * the caller's team (of one label, when named), which the analysis service keeps before it
 * searches, sorts and pages the members. The labels live with the projects service and the
 * members with the analysis service, so the keys cross from one to the other here: only those of
 * the run's users (issue 55), which the projects service keeps.
 */
@Injectable()
export class LabelledMemberFilter {
  constructor(private readonly assignments: TeamAssignments) {}

  /**
   * Refuses another team's code at once (thrown, not a rejected promise), so it is the answer
   * whatever else the route asks; the restriction itself follows.
   */
  restriction(
    actor: Actor,
    f: { process_id: string; only_labelled: boolean; label_id?: string; company_code?: string },
  ): Promise<MemberRestriction> {
    // Settled even when not filtering: another team's code is refused wherever it is named.
    const team = labelTeamFor(actor, f.company_code);
    if (!f.only_labelled && f.label_id === undefined) return Promise.resolve(NO_RESTRICTION);
    return this.assignments.read(team, f.label_id ?? '', [f.process_id]).then(({ rows }) => ({
      restrictAccounts: true,
      // One entry per label on an account: an account with two labels is one member.
      onlyAccounts: [...new Set(rows.map((r) => r.account))],
    }));
  }
}
