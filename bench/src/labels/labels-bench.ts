import { ensureGenerated } from '../support/ensure-generated.js';
import { printTable } from '../support/table.js';
import { percentile } from '../support/percentile.js';
import { loadAverage, withAnalysedProject } from '../support/analysed-project.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import type { KizunaClient } from '../support/kizuna-client.js';

const CLUSTER = '/api/v1/analyze/cluster';
const LABELS = '/api/v1/labels';
const LABELLED = Number(process.env.BENCH_LABELLED ?? 10_000);
const GROUP = 1000;
const REPEATS = 20;
/** Issue 48's goals: the graph's labels with the graph or ≤ 100 ms after it; a 1,000-account group labelled ≤ 500 ms. */
const AFTER_GRAPH_GOAL_MS = 100;
const ASSIGN_GOAL_MS = 500;
const step = (what: string) => process.stderr.write(`  labels bench: ${what}\n`);
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** The run's first `n` accounts, most central first, a page of 500 at a time. */
async function accountsOf(client: KizunaClient, processId: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let page = 0; out.length < n; page++) {
    const answer = (await client.post(`${CLUSTER}/get_cluster_members`, {
      process_id: processId,
      cluster_id: 0,
      page,
      max_count: 500,
    })) as { data: { nodes: Array<{ node_id: string }> } };
    if (answer.data.nodes.length === 0) break;
    out.push(...answer.data.nodes.map((m) => m.node_id));
  }
  return out.slice(0, n);
}

/** The graph and the run's labels asked at once, as the graph page does: how long after the graph the labels were in. */
async function labelsBesideGraph(client: KizunaClient, processId: string) {
  const t = performance.now();
  let graphEnd = 0;
  let labelsEnd = 0;
  let labelsBytes = 0;
  await Promise.all([
    client.timedPost(`${CLUSTER}/get_graph`, { process_id: processId }).then(() => (graphEnd = performance.now())),
    client.timedPost(`${CLUSTER}/get_run_labels`, { process_id: processId, max_count: 20_000 }).then((r) => {
      labelsEnd = performance.now();
      labelsBytes = r.bytes;
    }),
  ]);
  return { graphMs: graphEnd - t, labelsMs: labelsEnd - t, afterMs: Math.max(0, labelsEnd - graphEnd), labelsBytes };
}

/**
 * Issue 48 on the server: one full-size upload (550k posts, about 110k users), analysed at k = 6;
 * 10,000 of its accounts labelled, a thousand at a time (the times of those writes are the
 * "label a 1,000-account group" figure), then the same groups labelled again (updates). Then the
 * graph and the run's labels asked at once, as the graph page asks them, 20 times; then Kizuna is
 * restarted and they are asked first again (the run's users read from its window index). Times are
 * to the last byte over loopback. The host reference is printed before and after.
 */
export async function labelsBench(): Promise<void> {
  const before = measureHostReference();
  const posts = Number(process.env.BENCH_LABELS_POSTS ?? 550_000);
  const file = ensureGenerated({ posts, groups: 6, mixing: 0.2, seed: 1, usersPerPost: 0.2 });
  await withAnalysedProject('labels', file, '6', step, async (project) => {
    const processId = project.runOf(6);
    step('reading the accounts to label');
    const accounts = await accountsOf(project.client, processId, LABELLED);
    const made = (await project.client.post(`${LABELS}/create_label`, { name: 'Bench', color: '#e6194b' })) as {
      data: { label_id: string };
    };
    const labelId = made.data.label_id;
    step(`labelling ${accounts.length} accounts, ${GROUP} at a time`);
    const fresh: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < accounts.length; i += GROUP) {
      const group = accounts.slice(i, i + GROUP);
      fresh.push((await project.client.timedPost(`${LABELS}/assign_label`, { label_id: labelId, accounts: group })).ms);
    }
    for (let i = 0; i < accounts.length; i += GROUP) {
      const group = accounts.slice(i, i + GROUP);
      again.push(
        (
          await project.client.timedPost(`${LABELS}/assign_label`, {
            label_id: labelId,
            accounts: group,
            note: 'again',
          })
        ).ms,
      );
    }
    step('the graph and its labels at once');
    const first = await labelsBesideGraph(project.client, processId);
    const besides = [];
    for (let i = 0; i < REPEATS; i++) besides.push(await labelsBesideGraph(project.client, processId));
    step('restarting');
    await project.restart();
    const cold = await labelsBesideGraph(project.client, processId);
    const after = measureHostReference();

    const graph = besides.map((b) => b.graphMs);
    const labels = besides.map((b) => b.labelsMs);
    const behind = besides.map((b) => b.afterMs);
    console.log(
      `\n**Account labels** (one upload of ${posts.toLocaleString('en')} posts, k = 6; ${accounts.length.toLocaleString('en')} accounts labelled; ` +
        `load average ${loadAverage()})\n`,
    );
    printTable(
      ['measure', 'first', 'p50', 'p95', 'max'],
      [
        [
          `assign_label, ${GROUP} new accounts`,
          ms(fresh[0]),
          ms(percentile(fresh, 50)),
          ms(percentile(fresh, 95)),
          ms(Math.max(...fresh)),
        ],
        [
          `assign_label, ${GROUP} again (note)`,
          ms(again[0]),
          ms(percentile(again, 50)),
          ms(percentile(again, 95)),
          ms(Math.max(...again)),
        ],
        [
          'get_graph beside the labels',
          ms(first.graphMs),
          ms(percentile(graph, 50)),
          ms(percentile(graph, 95)),
          ms(Math.max(...graph)),
        ],
        [
          'get_run_labels beside the graph',
          ms(first.labelsMs),
          ms(percentile(labels, 50)),
          ms(percentile(labels, 95)),
          ms(Math.max(...labels)),
        ],
        [
          'labels in after the graph',
          ms(first.afterMs),
          ms(percentile(behind, 50)),
          ms(percentile(behind, 95)),
          ms(Math.max(...behind)),
        ],
      ],
    );
    const assignMet = percentile(fresh, 95) <= ASSIGN_GOAL_MS && percentile(again, 95) <= ASSIGN_GOAL_MS;
    const afterMet = percentile(behind, 95) <= AFTER_GRAPH_GOAL_MS && cold.afterMs <= AFTER_GRAPH_GOAL_MS;
    console.log(
      `\n- the run's labels answer: ${(first.labelsBytes / 1024).toFixed(0)} KiB\n` +
        `- after a restart, asked first: graph ${ms(cold.graphMs)}, labels ${ms(cold.labelsMs)}, ${ms(cold.afterMs)} after the graph\n` +
        `- goals: ${GROUP} accounts labelled ≤ ${ASSIGN_GOAL_MS} ms (p95): ${assignMet ? 'met' : 'NOT met'}; ` +
        `labels ≤ ${AFTER_GRAPH_GOAL_MS} ms after the graph (p95 and after a restart): ${afterMet ? 'met' : 'NOT met'}`,
    );
    console.log(`- before: ${describeHostReference(before)}`);
    console.log(`- after: ${describeHostReference(after)}`);
  });
}
