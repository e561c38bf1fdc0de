import { luma, type Device } from '@luma.gl/core';
import { webgl2Adapter } from '@luma.gl/webgl';

/** The device made ahead, until the renderer takes it; `taken` once the renderer asked. */
let ahead: Promise<Device> | null = null;
let taken = false;

/**
 * The WebGL device for the whole-graph view, made as soon as the graph route is matched (its
 * loader), beside the answer's request: in software WebGL, making the context takes half a second
 * of the main thread and more while React mounts the screen, and it needs nothing of the screen.
 * The renderer takes it (cosmos.gl accepts a device) and destroys it with itself.
 */
export const earlyWebglDevice = {
  start(): void {
    if (ahead || taken) return;
    ahead = luma.createDevice({
      type: 'webgl',
      adapters: [webgl2Adapter],
      // As cosmos.gl makes its own, but without waiting for the page's load event.
      waitForPageLoad: false,
      createCanvasContext: {
        canvas: document.createElement('canvas'),
        useDevicePixels: window.devicePixelRatio || 1,
        autoResize: true,
        width: undefined,
        height: undefined,
      },
    });
    // A device never taken (the page left before its screen mounted) is not reported as an error.
    ahead.catch(() => {});
  },
  /** The device made ahead, once; null when none was (the renderer makes its own). */
  take(): Promise<Device> | null {
    taken = true;
    const device = ahead;
    ahead = null;
    return device;
  },
};
