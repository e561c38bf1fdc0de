import { closeSync, openSync, writeSync } from 'node:fs';
import type { GeneratedPost } from './planted-posts.js';

const TOKYO_OFFSET_MS = 9 * 3600 * 1000;

/** '2026-11-18 09:15:22+09:00': Tokyo time with its zone, as collection tools export. */
export function tokyoTime(t: number): string {
  return `${new Date(t + TOKYO_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')}+09:00`;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One post as a row of the CSV below, with its line break. */
export function postsCsvRow(p: GeneratedPost): string {
  return `${quote(p.author)},${quote(p.text)},${tokyoTime(p.time)},${p.followers}\n`;
}

/** Writes posts as an RFC 4180 CSV with header screen_name,text,created_at,followers_count. */
export function writePostsCsv(path: string, posts: readonly GeneratedPost[]): number {
  const fd = openSync(path, 'w');
  let bytes = 0;
  try {
    const write = (chunk: string): void => {
      const buf = Buffer.from(chunk, 'utf8');
      writeSync(fd, buf);
      bytes += buf.length;
    };
    write('screen_name,text,created_at,followers_count\n');
    for (let i = 0; i < posts.length; i += 10_000) {
      write(
        posts
          .slice(i, i + 10_000)
          .map(postsCsvRow)
          .join(''),
      );
    }
  } finally {
    closeSync(fd);
  }
  return bytes;
}

/** Writes the planted group of every user: screen_name,group. */
export function writeGroupsCsv(path: string, groupOf: ReadonlyMap<string, number>): void {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, 'screen_name,group\n');
    writeSync(fd, [...groupOf].map(([name, group]) => `${name},${group}\n`).join(''));
  } finally {
    closeSync(fd);
  }
}
