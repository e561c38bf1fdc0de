export { copyDataFolder, type CopyReport } from './copy-data-folder.js';
export { restoreDataFolder, RestoreRefused } from './restore-data-folder.js';
