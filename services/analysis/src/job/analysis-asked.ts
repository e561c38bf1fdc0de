/** A run the analysis is asked to compute (analysis.requested.v1, taken by toAnalysisAsked). */
export interface AnalysisAsked {
  processId: string;
  /** For the logs. */
  projectId: string;
  datasetId: string;
  postsKey: string;
  /** Communities asked for. */
  k: number;
  seed: number;
  /** The interactions the network is built from. */
  relations: readonly string[];
}
