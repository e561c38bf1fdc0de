import type { Run } from '@kizuna/http-api';
import type { Translator } from '../api/error-text';
import { failureLabelKey } from './failure-label-key';

/**
 * Why a run failed, in the user's language where the analysis gave a reason the app knows; else
 * the failure code's text, with the analysis's own (English) message when it sent one.
 */
export function runFailureText(
  run: Pick<Run, 'failure_code' | 'failure_reason' | 'failure_message'>,
  i18n: Translator,
): string {
  const reasonKey = `failure.reason_${run.failure_reason}`;
  if (run.failure_reason && i18n.exists(reasonKey)) return i18n.t(reasonKey);
  const label = i18n.t(failureLabelKey(run.failure_code));
  return run.failure_message ? `${label} (${run.failure_message})` : label;
}
