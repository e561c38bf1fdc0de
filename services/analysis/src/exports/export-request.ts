import type { ResultExportKind } from '@kizuna/proto';

/** A download the analysis is asked to write. */
export interface ExportRequest {
  processId: string;
  kind: ResultExportKind;
  /** 0: every community. */
  clusterId: number;
  nodeId: string;
  /** COMPARISON_USERS only ('' and 0 otherwise). */
  otherProcessId: string;
  otherClusterId: number;
}

/** Where a download was written, and how it is served. */
export interface WrittenResultExport {
  key: string;
  fileName: string;
  contentType: string;
}
