import { readFileSync } from 'node:fs';
import type { Post } from '@kizuna/analysis/engine';

/**
 * Reads a generated posts CSV (screen_name,text,created_at,followers_count; RFC 4180 quoting)
 * into engine posts. The bench's own reader, so timings do not depend on the ingest service.
 */
export function readPostsCsv(file: string): Post[] {
  const rows = parseCsv(readFileSync(file, 'utf8'));
  const header = rows[0];
  const col = (name: string): number => {
    const at = header.indexOf(name);
    if (at < 0) throw new Error(`${file}: no ${name} column`);
    return at;
  };
  const [author, text, time, followers] = [col('screen_name'), col('text'), col('created_at'), col('followers_count')];
  const posts: Post[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r];
    const f = row[followers] === '' ? null : Number(row[followers]);
    posts.push({
      row: r - 1,
      author: row[author],
      text: row[text],
      time: Date.parse(row[time].replace(' ', 'T')),
      followers: f,
    });
  }
  return posts;
}

/** Planted group by lowercased screen name, from <posts>.groups.csv. */
export function readGroupsCsv(file: string): Map<string, number> {
  const rows = parseCsv(readFileSync(file, 'utf8'));
  return new Map(rows.slice(1).map((row) => [row[0].toLowerCase(), Number(row[1])]));
}

/** RFC 4180: fields may be quoted, quotes doubled inside, newlines allowed in quoted fields. */
export function parseCsv(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = content.length;
  while (i < n) {
    let field: string;
    if (content.charCodeAt(i) === 34) {
      let end = i + 1;
      let value = '';
      for (;;) {
        const q = content.indexOf('"', end);
        if (q < 0) throw new Error('CSV: unterminated quoted field');
        value += content.slice(end, q);
        if (content.charCodeAt(q + 1) === 34) {
          value += '"';
          end = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      field = value;
    } else {
      let end = i;
      while (end < n) {
        const c = content.charCodeAt(end);
        if (c === 44 || c === 10 || c === 13) break;
        end++;
      }
      field = content.slice(i, end);
      i = end;
    }
    row.push(field);
    const c = content.charCodeAt(i);
    if (c === 44) {
      i++;
    } else {
      if (c === 13) i++;
      if (content.charCodeAt(i) === 10) i++;
      rows.push(row);
      row = [];
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}
