export { packCircles, type Circle } from './pack-circles.js';
export { selectDisplayed } from './select-displayed.js';
export { placeMembers, type Point } from './place-members.js';
export { layoutCommunities, type CommunityLayout, type CommunityLayoutInput } from './community-layout.js';
export { placeEveryone } from './place-everyone.js';
