interface Expected {
  done: Promise<void>;
  settle: () => void;
}

/**
 * The projects whose near-identical inputs are still to come (computed once their runs are done,
 * docs/coordination.md): a question that needs them waits here, and the analysis job says when
 * they are saved (or failed: the question then says they are missing). Held by CoordinationQueries.
 */
export class NearIdenticalStage {
  private readonly expected = new Map<string, Expected>();

  /** The project's exact copies' inputs are saved and its near-identical ones will follow. */
  expect(datasetId: string): void {
    if (this.expected.has(datasetId)) return;
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    this.expected.set(datasetId, { done, settle });
  }

  /** Whether they are coming. */
  coming(datasetId: string): boolean {
    return this.expected.has(datasetId);
  }

  /** Saved, failed or no longer wanted: whoever waits asks the store again. */
  settled(datasetId: string): void {
    this.expected.get(datasetId)?.settle();
    this.expected.delete(datasetId);
  }

  /** Resolves once they are settled; at once when none are coming. */
  async wait(datasetId: string): Promise<void> {
    await this.expected.get(datasetId)?.done;
  }
}
