import { describe, it, expect } from '@jest/globals';
import { menuItems } from './menu-items';

describe('menuItems', () => {
  it('gives ordinary users New analysis and the data list', () => {
    expect(menuItems(false).map((m) => [m.id, m.to])).toEqual([
      ['upload', '/upload'],
      ['files', '/files'],
    ]);
  });

  it('adds User management and Logs for admins', () => {
    expect(menuItems(true).map((m) => [m.id, m.to])).toEqual([
      ['upload', '/upload'],
      ['files', '/files'],
      ['users', '/users'],
      ['logs', '/graph_logs'],
    ]);
  });
});
