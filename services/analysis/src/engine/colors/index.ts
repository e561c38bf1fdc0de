export { COMMUNITY_COLORS, communityColor } from './community-colors.js';
