import { describe, expect, it } from '@jest/globals';
import { toNedbQuery, toRegExp } from './nedb-query.js';

describe('toNedbQuery', () => {
  it('leaves simple conditions at the top level, where the engine can use an index', () => {
    expect(toNedbQuery({ name: 'a', age: { $gt: 3 }, tags: { $in: ['x'] } })).toEqual({
      name: 'a',
      age: { $gt: 3 },
      tags: { $in: ['x'] },
    });
  });

  it('turns $regex with $options into a RegExp', () => {
    expect(toNedbQuery({ name: { $regex: '^ab', $options: 'i' } })).toEqual({ name: { $regex: /^ab/i } });
  });

  it('moves a second condition on the same key into $and', () => {
    expect(toNedbQuery({ age: { $ne: 1, $nin: [2] } })).toEqual({
      $not: { age: 1 },
      $and: [{ $not: { age: { $in: [2] } } }],
    });
  });

  it('refuses operators it does not know', () => {
    expect(() => toNedbQuery({ $where: 'true' })).toThrow('unsupported query operator $where');
    expect(() => toNedbQuery({ a: { $type: 'string' } })).toThrow('unsupported query operator $type');
    expect(() => toNedbQuery({ a: { $options: 'i' } })).toThrow('$options without $regex');
  });
});

describe('toRegExp', () => {
  it('accepts the flags JavaScript shares with MongoDB and refuses the rest', () => {
    expect(toRegExp('a.b', 'ims')).toEqual(/a.b/ims);
    expect(toRegExp(/x/g, 'i')).toEqual(/x/i);
    expect(() => toRegExp('a b', 'x')).toThrow('unsupported $options');
  });
});
