import { isFailureCode } from '@kizuna/proto/rules';

/** The text key of a run's failure code; a code the app has no text for reads as 'none'. */
export function failureLabelKey(code: string | null | undefined): string {
  return `failure.${code && isFailureCode(code) ? code : 'none'}`;
}
