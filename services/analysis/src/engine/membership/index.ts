export { membershipScores, type MembershipScores } from './membership-scores.js';
