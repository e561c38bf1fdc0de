import { Injectable } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import type { Actor } from '../auth/actor.js';
import { replyAccounts } from './label-messages.js';
import { labelTeamFor } from './label-team.js';

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
 * members with the analysis service, so the keys cross from one to the other here.
 */
@Injectable()
export class LabelledMemberFilter {
  constructor(private readonly bus: BusClient) {}

  async restriction(
    actor: Actor,
    f: { only_labelled: boolean; label_id?: string; company_code?: string },
  ): Promise<MemberRestriction> {
    // Settled even when not filtering: another team's code is refused wherever it is named.
    const team = labelTeamFor(actor, f.company_code);
    if (!f.only_labelled && f.label_id === undefined) return NO_RESTRICTION;
    const reply = await this.bus.request(Topic.ProjectsLabelsAssignments, { team, labelId: f.label_id ?? '' });
    // One entry per label on an account: an account with two labels is one member.
    return { restrictAccounts: true, onlyAccounts: [...new Set(replyAccounts(reply))] };
  }
}
