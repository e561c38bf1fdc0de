import { describe, it, expect } from '@jest/globals';
import { communityEditingReducer as reduce, initialCommunityEditing } from './community-editing';

const at = { left: 10, top: 20 };

describe('communityEditingReducer', () => {
  it('opens the dialog for the community picked, after the menu has closed (the menu closes first)', () => {
    const menu = reduce(initialCommunityEditing, { type: 'openMenu', clusterId: 3, at });
    const closed = reduce(menu, { type: 'closeMenu' });
    const next = reduce(closed, { type: 'edit', kind: 'name', clusterId: 3 });
    expect(next.editing).toEqual({ kind: 'name', clusterId: 3 });
    expect(next.menu).toBeNull();
  });

  it('previews a color only while recoloring, and closing reverts the preview', () => {
    const menu = reduce(initialCommunityEditing, { type: 'openMenu', clusterId: 2, at });
    const renaming = reduce(menu, { type: 'edit', kind: 'name', clusterId: 2 });
    expect(reduce(renaming, { type: 'preview', color: '#ff0000' }).preview).toBeNull();
    const recoloring = reduce(menu, { type: 'edit', kind: 'color', clusterId: 2 });
    const previewed = reduce(recoloring, { type: 'preview', color: '#ff0000' });
    expect(previewed.preview).toEqual({ clusterId: 2, color: '#ff0000' });
    const closed = reduce(previewed, { type: 'close' });
    expect(closed.preview).toBeNull();
    expect(closed.editing).toBeNull();
  });

  it('previews a typed name only while renaming, and closing reverts it', () => {
    const menu = reduce(initialCommunityEditing, { type: 'openMenu', clusterId: 5, at });
    const recoloring = reduce(menu, { type: 'edit', kind: 'color', clusterId: 5 });
    expect(reduce(recoloring, { type: 'previewName', name: 'ラーメン' }).namePreview).toBeNull();
    const renaming = reduce(menu, { type: 'edit', kind: 'name', clusterId: 5 });
    const typed = reduce(renaming, { type: 'previewName', name: 'ラーメン' });
    expect(typed.namePreview).toEqual({ clusterId: 5, name: 'ラーメン' });
    expect(reduce(typed, { type: 'close' }).namePreview).toBeNull();
  });

  it('keeps the dialog open with the error after a failed save, and clears it on the next try', () => {
    const editing = reduce(reduce(initialCommunityEditing, { type: 'openMenu', clusterId: 1, at }), {
      type: 'edit',
      kind: 'name',
      clusterId: 1,
    });
    const failed = reduce(editing, { type: 'failed', error: '名前は必須です' });
    expect(failed.editing).toEqual({ kind: 'name', clusterId: 1 });
    expect(failed.error).toBe('名前は必須です');
    expect(reduce(failed, { type: 'saving' }).error).toBeNull();
    // A failure arriving after the dialog closed shows nowhere.
    expect(reduce(initialCommunityEditing, { type: 'failed', error: 'x' }).error).toBeNull();
  });

  it('closes the menu without touching an open dialog', () => {
    const editing = reduce(reduce(initialCommunityEditing, { type: 'openMenu', clusterId: 4, at }), {
      type: 'edit',
      kind: 'color',
      clusterId: 4,
    });
    const next = reduce(editing, { type: 'closeMenu' });
    expect(next.menu).toBeNull();
    expect(next.editing).toEqual({ kind: 'color', clusterId: 4 });
  });
});
