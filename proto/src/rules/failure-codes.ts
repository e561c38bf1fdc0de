/**
 * Why an analysis run failed (spec §8), as runs carry it in `failure_code`; the web shows
 * `failure.<code>`. `rs1015` and `us1016` are Kizuna's own: the run was cut off by restarts too
 * often; the network has fewer users than the communities asked for.
 */
export const FAILURE_CODES = [
  'em1001',
  'kw1002',
  'kw1003',
  'nd1004',
  'ed1005',
  'tw1006',
  'pr1007',
  'cl1008',
  'cl_nd1009',
  'cl_tw1010',
  'cl_kw1011',
  'nd_ps1012',
  'all1013',
  'up1014',
  'rs1015',
  'us1016',
  'none',
] as const;

export type FailureCode = (typeof FAILURE_CODES)[number];

/** A run cut off by a restart is resumed this many times; after that it fails with RESUMES_EXHAUSTED. */
export const MAX_RUN_RESUMES = 3;
export const RESUMES_EXHAUSTED: FailureCode = 'rs1015';

export function isFailureCode(code: string): code is FailureCode {
  return (FAILURE_CODES as readonly string[]).includes(code);
}
