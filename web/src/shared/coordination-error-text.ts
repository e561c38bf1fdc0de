import { errorText, type FailedCall, type Translator } from '../api/error-text';

/**
 * Why a coordination answer is missing. A 404 for a run that is shown is a project prepared
 * before coordination was computed (docs/coordination.md): it gets one with its next run.
 */
export function coordinationErrorText(error: FailedCall, i18n: Translator): string {
  return error.status === 404 ? i18n.t('coordination.not_prepared') : errorText(error, i18n);
}
