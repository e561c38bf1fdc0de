import { FULL_SIZE_PROJECT_SECONDS, simulateAnalysis } from './simulate-analysis.js';

/**
 * Prints the tables of docs/scaling.md: `node bench/dist/scaling/main.js`.
 * Load: full-size projects (the worst case), 12 partitions for analysis.requested.v1.
 */
const partitions = Number(process.env.PARTITIONS ?? 12);
const secondsPerProject = Number(process.env.SECONDS_PER_PROJECT ?? FULL_SIZE_PROJECT_SECONDS);
const loads = [
  { label: 'baseline (37.5 projects/h)', projectsPerHour: 37.5 },
  { label: '10x (375 projects/h)', projectsPerHour: 375 },
  { label: '100x (3,750 projects/h)', projectsPerHour: 3750 },
];
for (const load of loads) {
  console.log(`\n${load.label}, ${partitions} partitions, ${secondsPerProject} s per project`);
  console.log('| pods | working | done per hour | median s | p95 s | utilisation |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const pods of [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48]) {
    const r = simulateAnalysis({
      pods,
      partitions,
      projectsPerHour: load.projectsPerHour,
      secondsPerProject,
      hours: 8,
    });
    const fmt = (s: number) => (s > 3600 ? '> 1 h' : s.toFixed(0));
    console.log(
      `| ${pods} | ${r.workingPods} | ${r.completedPerHour.toFixed(0)} | ${fmt(r.medianSeconds)} | ${fmt(r.p95Seconds)} | ${(r.utilisation * 100).toFixed(0)}% |`,
    );
  }
}
