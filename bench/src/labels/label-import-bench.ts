import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startKizuna } from '@kizuna/launcher';
import { BusClient, InProcessClient } from '@kizuna/platform/bus';
import { Topic } from '@kizuna/proto';
import { LABEL_IMPORT_MAX_ROWS } from '@kizuna/proto/rules';
import { benchKizunaConfig } from '../support/bench-kizuna-config.js';
import { loadAverage } from '../support/analysed-project.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { KizunaClient } from '../support/kizuna-client.js';
import { percentile } from '../support/percentile.js';
import { printTable } from '../support/table.js';

/** Issue 55's goals: the cap of rows imported in ≤ 1 s, and no other request held more than 100 ms meanwhile. */
const IMPORT_GOAL_MS = 1000;
const HELD_GOAL_MS = 100;
/** How often the other request is asked while the import runs. */
const ASK_EVERY_MS = 10;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * A label import of the row cap (100,000 rows, one label, one note: the file that cost 1.7 × 10⁹
 * copies at 58,000 rows), sent to the projects service over the bus as the gateway sends it (a
 * file of that many rows passes the gateway's byte cap only with names of one or two characters):
 * once alone (its time and the process's CPU), then into another team while `list_labels` (HTTP,
 * answered by the same projects service) is asked every 10 ms (how long each of those requests
 * waited). On the embedded document engine, which writes on the projects service's thread.
 */
export async function labelImportBench(): Promise<void> {
  const before = measureHostReference();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-label-import-'));
  const kizuna = await startKizuna(benchKizunaConfig(dataDir));
  try {
    const client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    const bus = new BusClient(new InProcessClient(kizuna.runtime.broker));
    const rows = LABEL_IMPORT_MAX_ROWS;
    const csv = Buffer.from(Array.from({ length: rows }, (_, i) => `user${i},Bench,one note`).join('\n'), 'utf8');
    const importInto = (team: string) =>
      bus.request(Topic.ProjectsLabelsImport, {
        actor: { userId: 'bench', email: 'admin@example.com', name: 'bench', isAdmin: true, supplierCode: '' },
        team,
        csv,
        clientAddress: '127.0.0.1',
      });
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push((await client.timedPost('/api/v1/labels/list_labels', {})).ms);

    // Alone first, into a team of its own: the import's time and the process's CPU meanwhile
    // (Kizuna runs in this process, otherwise idle), the figure a loaded host is judged by.
    const cpu = process.cpuUsage();
    const t = performance.now();
    const reply = await importInto('bench-alone');
    const importMs = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const importCpuMs = (used.user + used.system) / 1000;

    const during: number[] = [];
    let importing = true;
    const asking = (async () => {
      while (importing) {
        during.push((await client.timedPost('/api/v1/labels/list_labels', {})).ms);
        await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
      }
    })();
    // Then again, into another team, while list_labels is asked every 10 ms.
    const tBeside = performance.now();
    await importInto('bench');
    const besideMs = performance.now() - tBeside;
    importing = false;
    await asking;
    const after = measureHostReference();

    console.log(
      `\n**Label import** (${rows.toLocaleString('en')} rows, one label, one note, ${(csv.length / 1024).toFixed(0)} KiB; ` +
        `${reply.applied.toLocaleString('en')} applied; load average ${loadAverage()})\n`,
    );
    printTable(
      ['measure', 'n', 'p50', 'p95', 'max'],
      [
        ['import_labels (bus)', '1', ms(importMs), ms(importMs), ms(importMs)],
        ['import_labels, CPU', '1', ms(importCpuMs), ms(importCpuMs), ms(importCpuMs)],
        ['import_labels beside list_labels', '1', ms(besideMs), ms(besideMs), ms(besideMs)],
        [
          'list_labels, idle',
          String(idle.length),
          ms(percentile(idle, 50)),
          ms(percentile(idle, 95)),
          ms(Math.max(...idle)),
        ],
        [
          'list_labels during the import',
          String(during.length),
          ms(percentile(during, 50)),
          ms(percentile(during, 95)),
          ms(Math.max(...during)),
        ],
      ],
    );
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(
      `\n- goals: ${rows.toLocaleString('en')} rows ≤ ${IMPORT_GOAL_MS} ms: ${met(importMs <= IMPORT_GOAL_MS)} ` +
        `(by CPU: ${met(importCpuMs <= IMPORT_GOAL_MS)}); ` +
        `no other request held > ${HELD_GOAL_MS} ms: ${met(Math.max(...during) <= HELD_GOAL_MS)}`,
    );
    console.log(`- before: ${describeHostReference(before)}`);
    console.log(`- after: ${describeHostReference(after)}`);
  } finally {
    await kizuna.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
