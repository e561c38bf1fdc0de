import type * as Api from '@kizuna/http-api';

/**
 * The engine's result is the answer's shape (CoordinationAnswer of @kizuna/http-api, where each
 * field is described): one declaration, as for the other results (engine/types.ts).
 */
export type CoordinatedMember = Api.CoordinatedMember;
export type CoordinatedPair = Api.CoordinatedPair;
export type EvidenceItem = Api.CoordinationEvidence;
export type CoordinatedGroup = Api.CoordinatedGroup;
export type NearIdenticalMatch = Api.NearIdenticalMatch;
export type CoordinationResult = Api.Coordination;
