import type { Network } from 'vis-network';
import { nextZoom, ZOOM_ANIMATION_MS } from './zoom';

export function zoomNetwork(network: Network, direction: 1 | -1): void {
  network.moveTo({
    scale: nextZoom(network.getScale(), direction),
    animation: { duration: ZOOM_ANIMATION_MS, easingFunction: 'easeInOutQuad' },
  });
}
