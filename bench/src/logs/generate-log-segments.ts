import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SeededRandom } from '@kizuna/platform/random';

const DAY_MS = 86_400_000;

/**
 * Writes `entries` access-log lines as the embedded log store keeps them (one NDJSON file per
 * UTC day), spread evenly over `days` days ending at `end`: 400 users (half with Japanese
 * names), 3,000 projects, 40% logins, 15% analysis starts, 45% result views.
 */
export async function generateLogSegments(directory: string, entries: number, days: number, end: number) {
  const existing = await readdir(directory).catch(() => [] as string[]);
  if (existing.length === days) return false;
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  // Seeded, so every run reads the same logs.
  const rng = new SeededRandom(1);
  const rnd = (): number => rng.next();
  const users = Array.from({ length: 400 }, (_, i) => ({
    id: `u-${i.toString(36).padStart(4, '0')}`,
    name: i % 2 ? `ユーザー${i}` : `User ${i}`,
    email: `user${i}@example.com`,
    address: `10.${i % 7}.${i % 251}.${(i * 7) % 253}`,
  }));
  const projects = Array.from({ length: 3000 }, (_, i) => ({
    id: `p-${(i * 7919).toString(16).padStart(6, '0')}`,
    name: i % 3 ? `キャンペーン分析 ${i}` : `Campaign ${i}`,
  }));
  const perDay = Math.ceil(entries / days);
  const start = Math.floor(end / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;
  let written = 0;
  for (let d = 0; d < days && written < entries; d++) {
    const dayStart = start + d * DAY_MS;
    const lines: string[] = [];
    const count = Math.min(perDay, entries - written);
    for (let k = 0; k < count; k++) {
      const at = dayStart + Math.floor((k / count) * DAY_MS);
      const u = users[Math.floor(rnd() ** 2 * users.length)];
      const r = rnd();
      const type = r < 0.4 ? 0 : r < 0.55 ? 1 : 2;
      const p = type === 0 ? null : projects[Math.floor(rnd() * projects.length)];
      lines.push(
        JSON.stringify({
          type,
          at: new Date(at).toISOString(),
          user_id: u.id,
          user_name: u.name,
          user_email: u.email,
          project_id: p?.id ?? '',
          project_name: p?.name ?? '',
          process_id: p ? `${p.id}-k${[3, 6, 10][k % 3]}` : '',
          client_address: u.address,
        }),
      );
    }
    written += count;
    const day = new Date(dayStart).toISOString().slice(0, 10);
    await writeFile(path.join(directory, `${day}.ndjson`), lines.join('\n') + '\n');
  }
  return true;
}
