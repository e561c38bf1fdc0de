import { Injectable } from '@nestjs/common';

/**
 * Runs the starts, retries and removals of one project one after another in this process, so a
 * second Start pressed while the first is under way finds the runs claimed and is told so, instead
 * of claiming the runs the first has not reached yet. The claims themselves stay conditional
 * updates: across processes (distributed mode) a run is still requested once. One instance per
 * process, shared by every unit that changes a project's runs.
 */
@Injectable()
export class PerProjectQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<R>(projectIds: string[], task: () => Promise<R>): Promise<R> {
    const keys = [...new Set(projectIds)].sort();
    const before = Promise.all(keys.map((k) => this.tails.get(k)?.catch(() => undefined)));
    const result = before.then(task);
    const settled = result.catch(() => undefined);
    for (const k of keys) this.tails.set(k, settled);
    void settled.then(() => {
      for (const k of keys) if (this.tails.get(k) === settled) this.tails.delete(k);
    });
    return result;
  }
}
