import { errorText, type FailedCall, type Translator } from '../api/error-text';

/**
 * Why a coordination answer is missing. A 404 with a code of its own says which part is missing
 * (errors.near_identical_missing: the project's near-identical posts, whose stage failed); a plain
 * 404 for a run that is shown is a project prepared before coordination was computed
 * (docs/coordination.md): it gets one with its next run.
 */
export function coordinationErrorText(error: FailedCall, i18n: Translator): string {
  const code = (error.data as { code?: unknown } | null | undefined)?.code;
  const ownCode = typeof code === 'string' && code !== 'errors.not_found' && i18n.exists(code);
  return error.status === 404 && !ownCode ? i18n.t('coordination.not_prepared') : errorText(error, i18n);
}
