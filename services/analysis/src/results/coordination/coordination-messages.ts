import type { CoordinationResult, CoordinationSettings } from '../../engine/coordination/index.js';

/** Main thread → coordination worker. Each asks once and is answered once, by id. */
export type ToCoordinationWorker =
  /**
   * A project's stored inputs (coordination-codec.ts), transferred: decoded, indexed and kept; then
   * warmed up on (coordination-warm-up.ts) when no question waits for them (read ahead).
   */
  | {
      type: 'load';
      id: number;
      datasetId: string;
      bytes: Uint8Array;
      warmUp: boolean;
      /** In place of the inputs held (the exact copies' ones, once the near-identical ones are saved). */
      replace?: boolean;
    }
  /** Whether the inputs are held (and kept longer, as a question keeps them). */
  | { type: 'holds'; id: number; datasetId: string }
  | { type: 'answer'; id: number; datasetId: string; settings: CoordinationSettings };

/** Coordination worker → main thread. */
export type FromCoordinationWorker =
  /** The inputs are held. */
  | { type: 'held'; id: number }
  | { type: 'answer'; id: number; result: CoordinationResult }
  /** The inputs are not held (never loaded, or let go): load them and ask again. */
  | { type: 'missing'; id: number }
  | { type: 'failed'; id: number; message: string };
