/** Spec §9: the largest CSV accepted, checked in the browser before sending it. */
export const MAX_UPLOAD_BYTES = 150_000_000;

export function isFileTooLarge(sizeBytes: number, maxBytes: number = MAX_UPLOAD_BYTES): boolean {
  return sizeBytes > maxBytes;
}
