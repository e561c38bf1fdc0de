// Test helpers for a full disk, for the services' tests (not used by the services themselves).
export { enospc, FullObjectStore } from './full-object-store.js';
export { SMALL_FILESYSTEM_SWITCH, smallFilesystem, type SmallFilesystem } from './small-filesystem.js';
