import { describe, expect, it } from '@jest/globals';
import {
  LABEL_COLORS,
  importedLabelColor,
  labelAccountKey,
  labelColorProblem,
  labelNameKey,
  labelNameProblem,
  labelNoteProblem,
  labelTeam,
  mayChangeLabels,
} from './account-labels.js';
import { userKey } from './network-users.js';

describe('account label rules', () => {
  it('keys an account as the network does: @ dropped, case folded; too long is no account', () => {
    expect(labelAccountKey(' @Alice ')).toBe('alice');
    expect(labelAccountKey('＠ＡＢＣ')).toBe(userKey('＠ＡＢＣ'));
    expect(labelAccountKey('')).toBe('');
    expect(labelAccountKey('x'.repeat(101))).toBe('');
    expect(labelAccountKey('😀'.repeat(100))).toBe('😀'.repeat(100));
  });

  it('names: required, at most 40 code points, one per team whatever the case or width', () => {
    expect(labelNameProblem(' ')).toBe('errors.label_name_required');
    expect(labelNameProblem('😀'.repeat(40))).toBeNull();
    expect(labelNameProblem('a'.repeat(41))).toBe('errors.label_name_too_long');
    expect(labelNameKey(' Ｃｒｉｔｉｃ ')).toBe(labelNameKey('critic'));
    expect(labelNoteProblem('n'.repeat(201))).toBe('errors.label_note_too_long');
  });

  it('colours come from the palette, in any case; an import takes them in turn', () => {
    expect(labelColorProblem(LABEL_COLORS[0].toUpperCase())).toBeNull();
    expect(labelColorProblem('#123456')).toBe('errors.invalid_color');
    expect(importedLabelColor(LABEL_COLORS.length + 1)).toBe(LABEL_COLORS[1]);
  });

  it('a team is the company code; admins and label editors change labels, no one else', () => {
    expect(labelTeam(undefined)).toBe('');
    expect(labelTeam(' K-1 ')).toBe('K-1');
    expect(mayChangeLabels({ isAdmin: true })).toBe(true);
    expect(mayChangeLabels({ labelEditor: true })).toBe(true);
    expect(mayChangeLabels({})).toBe(false);
    expect(mayChangeLabels({ isAdmin: false, labelEditor: false })).toBe(false);
  });
});
