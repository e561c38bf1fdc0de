import type { InteractionKind } from '@kizuna/proto/rules';
import type { UploadWizardState } from './upload-wizard';

/**
 * The chosen k that are more than the network's users at the last registration: their runs would
 * fail (us1016, "choose fewer communities"), so the flow warns before Start. Empty when there is
 * no count yet, or when the interactions changed since (they decide who is a user).
 */
export function tooManyCommunities(
  state: Pick<UploadWizardState, 'registered' | 'clusterCounts' | 'relations' | 'registeredRelations'>,
): number[] {
  if (!state.registered || !sameKinds(state.relations, state.registeredRelations)) return [];
  const users = state.registered.network_users;
  return [...state.clusterCounts].filter((k) => k > users).sort((a, b) => a - b);
}

function sameKinds(a: readonly InteractionKind[], b: readonly InteractionKind[]): boolean {
  return a.length === b.length && a.every((kind) => b.includes(kind));
}
