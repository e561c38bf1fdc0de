import type { SkipReason } from '@kizuna/proto/engine-rules';

/** An error of one text step on one post, tagged with the step so the skip is counted under it. */
export class TextStepError extends Error {
  constructor(
    readonly reason: SkipReason,
    override readonly cause: unknown,
  ) {
    super(`${reason}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'TextStepError';
  }
}

/** Runs one step of one post's text, tagging whatever it throws with the step. */
export function inStep<T>(reason: SkipReason, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw error instanceof TextStepError ? error : new TextStepError(reason, error);
  }
}

/** The reason to count a post under when tokenizing it threw `error`. */
export function skipReasonOf(error: unknown): SkipReason {
  return error instanceof TextStepError ? error.reason : 'tokenizer';
}
