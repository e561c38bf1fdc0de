/** Asked once per page: a context is costly to make in software WebGL. */
let answer: boolean | null = null;

/**
 * Whether this browser can draw the WebGL view: a WebGL2 context on a scratch canvas. Without it
 * (an old browser, WebGL switched off, no usable graphics driver) the page draws today's canvas.
 */
export function webgl2Available(): boolean {
  if (answer !== null) return answer;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    answer = gl !== null;
  } catch {
    answer = false;
  }
  return answer;
}
