/** Runs tasks one after another, so a multi-step write (update, then insert on upsert) is not interleaved. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(task: () => Promise<R>): Promise<R> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  async drain(): Promise<void> {
    await this.tail;
  }
}
