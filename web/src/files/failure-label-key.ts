/** Spec §8 analysis failure codes the app has texts for; anything else reads as 'none'. */
const KNOWN_FAILURE_CODES = new Set([
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
  'none',
]);

export function failureLabelKey(code: string | null | undefined): string {
  return `failure.${code && KNOWN_FAILURE_CODES.has(code) ? code : 'none'}`;
}
