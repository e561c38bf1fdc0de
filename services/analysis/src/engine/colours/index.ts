export { COMMUNITY_COLOURS, communityColour } from './community-colours.js';
