import { describe, expect, it } from '@jest/globals';
import {
  COORDINATION_SETTINGS,
  coordinationSettings,
  coordinationSettingsKey,
  DEFAULT_COORDINATION,
  isCoordinationSettingValue,
  isDefaultCoordination,
} from './coordination-settings.js';

describe('coordination settings rule', () => {
  it('fills the defaults for absent settings and for 0 (a bus message has no absent numbers)', () => {
    expect(coordinationSettings({})).toEqual({
      window_seconds: 30,
      post_window_seconds: 60,
      min_repetitions: 3,
      similarity_percent: 80,
    });
    expect(coordinationSettings({ window_seconds: 0, post_window_seconds: 45, min_repetitions: 0 })).toEqual({
      window_seconds: 30,
      post_window_seconds: 45,
      min_repetitions: 3,
      similarity_percent: 80,
    });
  });

  it('takes whole numbers within each range only, naming the setting', () => {
    for (const [name, { min, max }] of Object.entries(COORDINATION_SETTINGS)) {
      expect(coordinationSettings({ [name]: min })[name as keyof typeof COORDINATION_SETTINGS]).toBe(min);
      expect(coordinationSettings({ [name]: max })[name as keyof typeof COORDINATION_SETTINGS]).toBe(max);
      expect(() => coordinationSettings({ [name]: max + 1 })).toThrow(name);
      expect(() => coordinationSettings({ [name]: min - 1 || -1 })).toThrow(name);
      expect(() => coordinationSettings({ [name]: min + 0.5 })).toThrow(`${name} must be a whole number`);
    }
    expect(() => coordinationSettings({ window_seconds: 599.999999999 })).toThrow(RangeError);
    expect(() => coordinationSettings({ window_seconds: Number.NaN })).toThrow(RangeError);
    expect(isCoordinationSettingValue('min_repetitions', 2)).toBe(true);
    expect(isCoordinationSettingValue('min_repetitions', 1)).toBe(false);
    expect(isCoordinationSettingValue('similarity_percent', 49)).toBe(false);
    expect(isCoordinationSettingValue('similarity_percent', 80.5)).toBe(false);
  });

  it('keys equal settings alike whatever order they were written in, and different ones apart', () => {
    const a = coordinationSettingsKey({
      similarity_percent: 90,
      min_repetitions: 4,
      window_seconds: 30,
      post_window_seconds: 60,
    });
    const b = coordinationSettingsKey({
      window_seconds: 30,
      post_window_seconds: 60,
      min_repetitions: 4,
      similarity_percent: 90,
    });
    expect(a).toBe(b);
    expect(a).toBe('window_seconds=30&post_window_seconds=60&min_repetitions=4&similarity_percent=90');
    expect(coordinationSettingsKey({ ...DEFAULT_COORDINATION, post_window_seconds: 61 })).not.toBe(
      coordinationSettingsKey(DEFAULT_COORDINATION),
    );
  });

  it('recognises the defaults by their key', () => {
    expect(isDefaultCoordination(coordinationSettings({}))).toBe(true);
    expect(isDefaultCoordination({ ...DEFAULT_COORDINATION })).toBe(true);
    expect(isDefaultCoordination({ ...DEFAULT_COORDINATION, min_repetitions: 4 })).toBe(false);
  });
});
