/**
 * A discrete-event simulation of analysis in the distributed mode, from measured figures
 * (docs/benchmarks.md, "Speed and memory": one pod computes a full-size project, k = 3, 6 and 10, in 26.8 s;
 * its runs finish 23.2, 25.6 and 26.8 s after the start). Model: projects arrive at random
 * (Poisson); each is keyed by its dataset to one of `partitions` partitions; the partitions are
 * shared round-robin by the pods of the analysis group; a pod computes one project at a time
 * (its work consumer takes one message at a time), its runs one after the other; a partition's
 * projects are taken in order. Pods beyond the partition count get no partition and idle.
 */

export interface SimulationInput {
  pods: number;
  partitions: number;
  /** Projects (three runs each) arriving per hour. */
  projectsPerHour: number;
  /** Seconds one pod needs for one project's runs. */
  secondsPerProject: number;
  /** Simulated time. */
  hours: number;
  seed?: number;
}

export interface SimulationResult {
  pods: number;
  /** Pods that hold at least one partition. */
  workingPods: number;
  completedPerHour: number;
  /** Seconds from a project's request until its last run is done. */
  medianSeconds: number;
  p95Seconds: number;
  /** Share of the working pods' time spent computing. */
  utilisation: number;
}

/** Measured: a 146.6 MB, 550k-post file, k = 3, 6, 10 on one pod (docs/benchmarks.md). */
export const FULL_SIZE_PROJECT_SECONDS = 26.8;

export function simulateAnalysis(input: SimulationInput): SimulationResult {
  const random = lcg(input.seed ?? 1);
  const horizon = input.hours * 3600;
  const workingPods = Math.min(input.pods, input.partitions);
  // Partition p belongs to pod p % workingPods (kafkajs's round-robin assignment).
  const queues: number[][] = Array.from({ length: input.partitions }, () => []);
  let t = 0;
  for (;;) {
    t += -Math.log(1 - random()) * (3600 / input.projectsPerHour);
    if (t > horizon) break;
    queues[Math.floor(random() * input.partitions)].push(t);
  }
  const podFree = new Array<number>(workingPods).fill(0);
  const busy = new Array<number>(workingPods).fill(0);
  const latencies: number[] = [];
  // Each pod serves the earliest waiting project among its partitions (one at a time).
  const heads = new Array<number>(input.partitions).fill(0);
  for (let pod = 0; pod < workingPods; pod++) {
    const mine = queues.map((_, p) => p).filter((p) => p % workingPods === pod);
    for (;;) {
      let next = -1;
      for (const p of mine)
        if (heads[p] < queues[p].length && (next < 0 || queues[p][heads[p]] < queues[next][heads[next]])) next = p;
      if (next < 0) break;
      const arrival = queues[next][heads[next]++];
      const start = Math.max(arrival, podFree[pod]);
      const end = start + input.secondsPerProject;
      podFree[pod] = end;
      if (end <= horizon) {
        busy[pod] += input.secondsPerProject;
        latencies.push(end - arrival);
      }
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (q: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : 0;
  return {
    pods: input.pods,
    workingPods,
    completedPerHour: latencies.length / input.hours,
    medianSeconds: pct(0.5),
    p95Seconds: pct(0.95),
    utilisation: workingPods ? busy.reduce((a, b) => a + b, 0) / (workingPods * horizon) : 0,
  };
}

function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
