/** The spec's analysis failure codes (§8) that a run can end with. */
export enum FailureCode {
  Keywords = 'kw1002',
  Node = 'nd1004',
  Preprocessing = 'pr1007',
  Cluster = 'cl1008',
  NodePositions = 'nd_ps1012',
  Final = 'all1013',
  /** Fewer users in the network than communities asked for: "choose fewer communities". */
  TooFewUsers = 'us1016',
  /** The data cannot support the analysis: "check the data and upload again". */
  Data = 'none',
}

/** A run failed at a known step; the code tells the user which. */
export class JobFailure extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    // The error that made the step fail: a full disk is told apart by it (isStorageFull).
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'JobFailure';
  }
}
