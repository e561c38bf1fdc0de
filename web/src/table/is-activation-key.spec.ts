import { describe, expect, it } from '@jest/globals';
import { isActivationKey } from './is-activation-key';

describe('isActivationKey', () => {
  it('activates on Enter and Space, as a button does', () => {
    expect(isActivationKey('Enter')).toBe(true);
    expect(isActivationKey(' ')).toBe(true);
  });

  it('leaves Tab, arrows and letters to their usual work', () => {
    for (const key of ['Tab', 'ArrowDown', 'Escape', 'a']) expect(isActivationKey(key)).toBe(false);
  });
});
