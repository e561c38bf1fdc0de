import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { knownGroupsBench, knownGroupsProductBench } from './known-groups/known-groups-bench.js';
import { plantedBench } from './planted/planted-bench.js';
import { campsBench } from './planted/camps-bench.js';
import { speedBench } from './speed/speed-bench.js';
import { serviceBench } from './service/service-bench.js';
import { logsBench } from './logs/logs-bench.js';
import { reviewBench } from './review/review-bench.js';
import { detailMomentsBench } from './review/detail-moments-bench.js';
import { loadBench } from './load/load-bench.js';
import { twoLargeBench } from './load/two-large-bench.js';
import { browserBench } from './browser/browser-bench.js';
import { wholeGraphBench } from './browser/whole-graph-bench.js';
import { wholeGraphPageBench } from './browser/whole-graph-page-bench.js';
import { wholeGraphWireBench } from './browser/whole-graph-wire-bench.js';
import { windowBench } from './window/window-bench.js';
import { relationsBench } from './relations/relations-bench.js';
import { gridBench } from './grid/grid-bench.js';
import { sameAnswerBench } from './same-answer/same-answer-bench.js';
import { coordinationBench } from './coordination/coordination-bench.js';
import { nearCampaignsBench } from './coordination/near-campaigns-bench.js';
import { encodingBench } from './encoding/encoding-bench.js';
import { seriesBench } from './series/series-bench.js';
import { labelsBench } from './labels/labels-bench.js';
import { layoutBench } from './layout/layout-bench.js';
import { labelImportBench } from './labels/label-import-bench.js';

/**
 * The benchmark, one command: `npm run bench` (builds, then runs this). `--only known,planted,speed`
 * runs a subset. Generated data goes to .bench-data/ and is reused on later runs.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: {
        type: 'string',
        default:
          'known,planted,camps,layout,speed,service,grid,logs,review,detail,load,browser,whole-graph,whole-graph-page,whole-graph-wire,window,relations,series,labels,label-import,same-answer,coordination',
      },
      quiet: { type: 'boolean', default: false },
      // grid: rows by index (0-based, comma-joined), file size as a share of 150 MB, and whether
      // Start waits for the terms computed at registration.
      'grid-cells': { type: 'string' },
      'grid-scale': { type: 'string', default: '1' },
      'grid-no-wait': { type: 'boolean', default: false },
    },
  });
  const sections = new Set(values.only!.split(','));
  if (!values.quiet)
    console.log(
      `# Kizuna analysis bench — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
    );
  if (sections.has('known')) {
    knownGroupsBench();
    await knownGroupsProductBench();
  }
  if (sections.has('planted')) await plantedBench();
  if (sections.has('camps')) campsBench();
  // Runs its measurement in a child process of its own (with --expose-gc).
  if (sections.has('logs')) logsBench();
  // The memory sections run alone in a process of their own, so each peak is its own.
  for (const [name, run] of [
    ['speed', speedBench],
    ['service', serviceBench],
    ['review', reviewBench],
    ['detail', detailMomentsBench],
    ['load', loadBench],
    ['two-large', twoLargeBench],
    ['browser', browserBench],
    ['whole-graph', wholeGraphBench],
    ['whole-graph-page', wholeGraphPageBench],
    ['whole-graph-wire', wholeGraphWireBench],
    ['window', windowBench],
    ['relations', relationsBench],
    ['series', seriesBench],
    ['labels', labelsBench],
    ['layout', layoutBench],
    ['label-import', labelImportBench],
    ['same-answer', sameAnswerBench],
    ['coordination', coordinationBench],
    // Not in the default list: uploads and runs a full-size file of its own (issue 56).
    ['near-campaigns', () => nearCampaignsBench()],
    // Not in the default list: a focused measure of one cost (the grid's cell 3, tokenized once).
    ['encoding', () => encodingBench(Number(values['grid-scale']))],
    [
      'grid',
      () =>
        gridBench({
          cells: values['grid-cells']?.split(',').map(Number),
          scale: Number(values['grid-scale']),
          waitForTerms: !values['grid-no-wait'],
        }),
    ],
  ] as const) {
    if (!sections.has(name)) continue;
    if (sections.size === 1) await run();
    else if (
      spawnSync(
        process.execPath,
        [fileURLToPath(import.meta.url), ...process.argv.slice(2), '--only', name, '--quiet'],
        {
          stdio: 'inherit',
        },
      ).status !== 0
    )
      process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
