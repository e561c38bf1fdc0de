import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_LABEL_KEYS } from './role-label-keys';
import type { MappingProblem } from './validate-mapping';

/** The message 'Next' shows for an incomplete mapping (spec §5): the missing roles, or the missing k. */
export function useMappingMessage(): (problem: MappingProblem) => string {
  const { t } = useTranslation();
  return useCallback(
    (problem) => {
      if (problem.kind === 'no_cluster_count') return t('labels.k_select_error');
      const names = problem.missing.map((role) => t(ROLE_LABEL_KEYS.find(([r]) => r === role)?.[1] ?? 'roles.none'));
      return `[${names.join(', ')}] ${t('labels.must_selected')}`;
    },
    [t],
  );
}
