export { coordinationInputs, ItemKind, type CoordinationInputs, type ReadPosts } from './coordination-inputs.js';
export { findCoordination, type CommunitiesOf } from './find-coordination.js';
export { indexCoordinationInputs } from './co-action-pairs.js';
export {
  coordinationSettings,
  coordinationSettingsKey,
  DEFAULT_COORDINATION,
  isDefaultCoordination,
  EVIDENCE_ACTIONS_LIMIT,
  EVIDENCE_LIMIT,
  MAX_NEIGHBOURS,
  MAX_WINDOW_SECONDS,
  MIN_POST_TEXT_LENGTH,
  PAIRS_LIMIT,
  type CoordinationSettings,
} from './coordination-settings.js';
export type {
  CoordinatedGroup,
  CoordinatedMember,
  CoordinatedPair,
  CoordinationResult,
  EvidenceItem,
} from './coordination-result.js';
export { normalizePostText } from './normalize-post-text.js';
export { shingleHashes } from './shingles.js';
export { naiveCoordinatedAccounts } from './naive-pair-window.js';
