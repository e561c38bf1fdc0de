import { appendFileSync, copyFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { editedCampaigns } from '@kizuna/analysis/planted-campaigns';
import { postsCsvRow } from '../generator/write-csv.js';
import { loadAverage, withAnalysedProject } from '../support/analysed-project.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { benchDataDir } from '../support/paths.js';
import { fixed, printTable } from '../support/table.js';
import { gridFile } from './coordination-bench.js';

const GET_COORDINATION = '/api/v1/analyze/cluster/get_coordination';
/** The grid's file starts 2026-11-18 09:00 in Tokyo and spans three days. */
const GRID_START = Date.UTC(2026, 10, 18);
const GRID_DAYS = 3;
/** Where editedCampaigns starts its week. */
const CAMPAIGNS_START = Date.UTC(2026, 0, 5);
/** Every mixed-in account's name starts so: none of the grid's own accounts does. */
const PREFIX = 'nc';

interface Mixed {
  file: string;
  planted: Set<string>;
  organic: Set<string>;
  posts: number;
}

/**
 * The grid's 551k-post file (about 143 MB) with planted campaigns of edited copies (ja and en,
 * each account its own copy seconds apart) and organic accounts (their own texts, and popular
 * texts posted by many of them hours apart, some edited) mixed in over its three days.
 */
function mixedFile(seed: number): Mixed {
  const grid = gridFile();
  const { posts, planted, organic } = editedCampaigns({
    seed,
    campaigns: 40,
    organicAccounts: 2000,
    organicPosts: 15,
    popularTexts: 40,
    popularPosters: 30,
    days: GRID_DAYS,
  });
  const file = path.join(benchDataDir(), `near-campaigns-s${seed}.csv`);
  copyFileSync(grid, file);
  const rows = posts.map((p) =>
    postsCsvRow({
      author: `${PREFIX}${p.author}`,
      text: p.text,
      time: p.time - CAMPAIGNS_START + GRID_START,
      followers: 100,
    }),
  );
  for (let i = 0; i < rows.length; i += 10_000) appendFileSync(file, rows.slice(i, i + 10_000).join(''));
  const named = (names: Set<string>) => new Set([...names].map((n) => `${PREFIX}${n}`.toLowerCase()));
  return { file, planted: named(planted), organic: named(organic), posts: posts.length };
}

/**
 * `--only near-campaigns` (issue 56): the mixed file uploaded, registered and run (k = 3) through
 * Kizuna as a user does, then get_coordination over HTTP at the defaults (80 %) and at 100 %:
 * precision and recall of the flagged mixed-in accounts against the planted ones, the organic
 * ones flagged, and how long the default answer took after the runs were done (it waits for the
 * near-identical stage).
 */
export async function nearCampaignsBench(seed = 56): Promise<void> {
  const mixed = mixedFile(seed);
  console.log(
    `\n## Planted campaigns of edited copies in the full-size file (issue 56)\n\n${path.basename(mixed.file)}: the grid's file and ${mixed.posts} posts mixed in (${(statSync(mixed.file).size / 1e6).toFixed(0)} MB), ${mixed.planted.size} planted accounts, ${mixed.organic.size} organic`,
  );
  console.log(`host reference: ${describeHostReference(measureHostReference())}; load average ${loadAverage()}\n`);
  await withAnalysedProject(
    'near-campaigns',
    mixed.file,
    '3',
    (what) => console.log(`  ${what}…`),
    async (project) => {
      const rows: Array<Array<string | number>> = [];
      for (const similarity of [undefined, 100]) {
        const started = performance.now();
        const answer = await project.client.post(GET_COORDINATION, {
          process_id: project.runOf(3),
          ...(similarity === undefined ? {} : { similarity_percent: similarity }),
        });
        const ms = performance.now() - started;
        const groups = (answer.data as { groups?: { members: { node_id: string }[] }[] } | undefined)?.groups;
        if (!groups) throw new Error(`get_coordination answered ${JSON.stringify(answer).slice(0, 200)}`);
        const flagged = new Set(groups.flatMap((g) => g.members.map((m) => m.node_id)));
        const mixedIn = [...flagged].filter((a) => mixed.planted.has(a) || mixed.organic.has(a));
        const hits = mixedIn.filter((a) => mixed.planted.has(a)).length;
        const mixedGroups = groups.filter((g) => {
          const kinds = new Set(g.members.map((m) => (mixed.planted.has(m.node_id) ? 'planted' : 'other')));
          return kinds.size > 1;
        }).length;
        rows.push([
          similarity === undefined ? 'defaults (80 %)' : `${similarity} %`,
          `${(ms / 1000).toFixed(1)} s`,
          flagged.size,
          flagged.size - mixedIn.length,
          hits,
          mixedIn.length - hits,
          fixed(mixedIn.length ? hits / mixedIn.length : 1, 3),
          fixed(hits / mixed.planted.size, 3),
          mixedGroups,
        ]);
      }
      printTable(
        [
          'get_coordination',
          'answered after the runs',
          'flagged',
          "of the grid's own accounts",
          'planted flagged',
          'organic flagged',
          'precision (mixed-in accounts)',
          'recall',
          'groups mixing planted and others',
        ],
        rows,
      );
      console.log(
        `\n(runs done in ${project.analyseS.toFixed(1)} s, k = 3); host reference after: ${describeHostReference(measureHostReference())}; load average ${loadAverage()}`,
      );
    },
  );
}
