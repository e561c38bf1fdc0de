import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { labelTeam } from '@kizuna/proto/rules';
import type { Actor } from '../auth/actor.js';

/**
 * The team whose labels a request reads or changes (issue 48): the caller's own company code;
 * an admin may name any. Another team's code from anyone else is refused, so no one reads or
 * changes another team's labels.
 */
export function labelTeamFor(actor: Actor, companyCode: string | undefined): string {
  const own = labelTeam(actor.supplierCode);
  if (companyCode === undefined) return own;
  const asked = labelTeam(companyCode);
  if (asked === own || actor.isAdmin) return asked;
  throw new DomainError(ErrorCode.OtherTeam, "Only an administrator may use another team's labels.");
}
