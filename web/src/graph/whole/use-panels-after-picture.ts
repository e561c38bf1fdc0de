import { useCallback, useEffect, useState } from 'react';

/** The panels wait at most this long for the picture (ms): a view that never draws does not keep them away. */
export const PANELS_WAIT_MS = 8000;

/**
 * Whether the results screen holds back its panels (the time chart, the side column's controls
 * and panels) until the WebGL view's first frame with every user: rendering them, their effects
 * and the chart's library took the main thread for most of a second between the answer and the
 * first frame (docs/graph-canvas.md). `waiting`: the WebGL view is there and its graph on the
 * way or come. Held once per visit of the screen: switching runs afterwards keeps the panels.
 */
export function usePanelsAfterPicture(waiting: boolean): { held: boolean; pictureDrawn: () => void } {
  const [drawn, setDrawn] = useState(false);
  const held = waiting && !drawn;
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setDrawn(true), PANELS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [held]);
  const pictureDrawn = useCallback(() => setDrawn(true), []);
  return { held, pictureDrawn };
}
