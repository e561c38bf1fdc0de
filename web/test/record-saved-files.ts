import { jest } from '@jest/globals';

/**
 * The browser's own file saving (an object URL and a link click, which jsdom does not do),
 * recorded instead of done: returns the names files were saved under. Undo with jest.restoreAllMocks().
 */
export function recordSavedFiles(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:saved-file';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
