/** Spec §5/§9: at most this many CSV columns may carry the 'Other' role (the upload form and ingest agree). */
export const MAX_OTHER_COLUMNS = 5;
