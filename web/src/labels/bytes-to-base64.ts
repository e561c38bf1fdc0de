/** A file's bytes as base64 (the label import's body), in slices: one call per byte would overflow the stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE)
    binary += String.fromCharCode(...bytes.subarray(i, Math.min(i + SLICE, bytes.length)));
  return btoa(binary);
}
