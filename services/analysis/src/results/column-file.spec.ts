import { describe, expect, it } from '@jest/globals';
import { ColumnFileReader, stringColumn, StringColumnWriter, writeColumnFile } from './column-file.js';

describe('column files', () => {
  const strings = ['', 'ascii', '東京', 'emoji 😀', 'lone \ud800 high', '\udc00', 'x'.repeat(5000)];

  it('read back the header, numbers and strings written, any JavaScript string included', () => {
    const names = stringColumn(strings);
    const written = new StringColumnWriter(1, 2);
    for (const text of strings) written.add(text);
    const grown = written.take();
    const file = writeColumnFile({ version: 1, note: 'ok' }, [
      Int32Array.of(-1, 0, 2 ** 31 - 1),
      Float64Array.of(NaN, -0, 1.5, Infinity),
      names.ends,
      names.units,
      grown.ends,
      grown.units,
    ]);
    // At an odd offset: columns need not be aligned where they are read.
    const shifted = new Uint8Array(file.length + 1);
    shifted.set(file, 1);
    const reader = new ColumnFileReader<{ version: number; note: string }>(shifted.subarray(1), 'test file');
    expect(reader.header).toMatchObject({ version: 1, note: 'ok' });
    expect(Array.from(reader.int32())).toEqual([-1, 0, 2 ** 31 - 1]);
    expect(Array.from(reader.float64())).toEqual([NaN, -0, 1.5, Infinity]);
    for (const column of [reader.strings(), reader.strings()]) {
      expect(Array.from({ length: column.count }, (_, i) => column.get(i))).toEqual(strings);
      strings.forEach((text, i) => expect(column.indexOf(text)).toBe(i));
      expect(column.indexOf('東')).toBe(-1);
      expect(column.indexOf('\ud800')).toBe(-1);
    }
  });

  it('refuses a file cut short, with bytes to spare, or read as another type', () => {
    const file = writeColumnFile({ version: 1 }, [Int32Array.of(1, 2, 3)]);
    expect(() => new ColumnFileReader(file.subarray(0, file.length - 1), 'test file')).toThrow('bytes, ');
    const longer = new Uint8Array(file.length + 1);
    longer.set(file);
    expect(() => new ColumnFileReader(longer, 'test file')).toThrow(RangeError);
    expect(() => new ColumnFileReader(file.subarray(0, 3), 'test file')).toThrow('no header');
    expect(() => new ColumnFileReader(file, 'test file').float64()).toThrow('no Float64Array');
    const reader = new ColumnFileReader(file, 'test file');
    reader.int32();
    expect(() => reader.int32()).toThrow('fewer columns');
  });
});
