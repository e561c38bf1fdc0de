export { layoutNetwork } from './network-layout.js';
export { placeUnrelated } from './place-unrelated.js';
export { plantedNetwork, type PlantedNetwork, type PlantedNetworkOptions } from './planted-network.js';
export { nearestSameGroupShare, relatedOverRandomDistance } from './layout-quality.js';
