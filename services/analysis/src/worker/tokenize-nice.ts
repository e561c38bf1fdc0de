/**
 * How much lower the tokenize threads run than the other analysis threads (nice values). While a
 * new dataset is tokenized, the posts are parsed into the analysis worker and it prepares what
 * the runs share (network, originals, coordination) on the same two cores, and the first run needs
 * both. At one priority the two tokenize threads took two thirds of the cores from the one
 * preparing thread: on the grid's RT-heavy cell the preparation ended 2.3 s after the terms, one
 * core idle meanwhile. Six steps lower (a third of the weight), that cell's wait fell from 17.5 to
 * about 16.2 s and the few-retweets cell's by 0.2–0.4 s (docs/speed.md).
 */
export const TOKENIZE_NICE_STEPS = 6;

/** The tokenize threads' nice value for worker threads at `workerNice` (0: none lowered, so neither are they). */
export function tokenizeNice(workerNice: number): number {
  return workerNice > 0 ? Math.min(19, workerNice + TOKENIZE_NICE_STEPS) : 0;
}
