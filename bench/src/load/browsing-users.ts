import { parentPort, workerData } from 'node:worker_threads';
import { KizunaClient } from '../support/kizuna-client.js';

/** What the simulated users are told: where Kizuna is, who they are, what they browse, for how long. */
export interface BrowsingPlan {
  base: string;
  token: string;
  /** A small project (its runs are done) and the large one being analysed. */
  smallProjectId: string;
  largeProjectId: string;
  /** A finished run of the small project: its graph and communities are browsed. */
  doneRun: string;
  users: number;
  durationMs: number;
}

/** Each call's latencies in ms, and how many failed. */
export interface BrowsingOutcome {
  latency: Record<string, number[]>;
  errors: Record<string, number>;
  /** The first few error messages, to tell a timeout from a refusal. */
  errorSamples: string[];
}

/**
 * The simulated users, run on their own thread: their JSON parsing and HTTP client work (a graph
 * answer is 700 kB) must not sit on the event loop of the server they measure, as it would not
 * in a browser. They still share the machine's cores with it.
 */
export async function browse(plan: BrowsingPlan): Promise<BrowsingOutcome> {
  const client = new KizunaClient(plan.base, plan.token);
  const calls: Record<string, () => Promise<unknown>> = {
    'project list': () => client.post('/api/v1/process/list_data', { page: 0, max_count: 25, sort_key: 0 }),
    'raw-data review': () =>
      client.post('/api/v1/process/get_rawdata', {
        project_id: Math.random() < 0.5 ? plan.smallProjectId : plan.largeProjectId,
        page: Math.floor(Math.random() * 200),
        max_count: 25,
        sort_key: Math.floor(Math.random() * 4),
        is_ascending: Math.random() < 0.5,
        search: Math.random() < 0.2 ? 'news' : '',
      }),
    graph: () => client.post('/api/v1/analyze/cluster/get_graph', { process_id: plan.doneRun }),
    community: () =>
      client.post('/api/v1/analyze/cluster/get_cluster_detail', {
        process_id: plan.doneRun,
        cluster_id: 1 + Math.floor(Math.random() * 3),
      }),
  };
  const kinds = Object.keys(calls);
  const latency: Record<string, number[]> = Object.fromEntries(kinds.map((k) => [k, []]));
  const errors: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  const errorSamples: string[] = [];
  const until = performance.now() + plan.durationMs;
  await Promise.all(
    Array.from({ length: plan.users }, async () => {
      while (performance.now() < until) {
        const kind = kinds[Math.floor(Math.random() * kinds.length)];
        const t = performance.now();
        try {
          await calls[kind]();
          latency[kind].push(performance.now() - t);
        } catch (err) {
          errors[kind] += 1;
          if (errorSamples.length < 5) errorSamples.push(`${kind}: ${(err as Error).message.slice(0, 200)}`);
        }
        // A person reads before the next click.
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
      }
    }),
  );
  return { latency, errors, errorSamples };
}

if (parentPort && (workerData as { browsingPlan?: BrowsingPlan } | null)?.browsingPlan) {
  const port = parentPort;
  void browse((workerData as { browsingPlan: BrowsingPlan }).browsingPlan).then((outcome) => port.postMessage(outcome));
}
