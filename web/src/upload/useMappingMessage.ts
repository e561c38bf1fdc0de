import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnRole } from './column-mapping';
import { ROLE_LABEL_KEYS } from './role-label-keys';
import { validateMapping } from './validate-mapping';

/** The message 'Next' shows for an incomplete mapping (spec §5), or null when it may proceed. */
export function useMappingMessage(): (roles: readonly ColumnRole[], clusterCounts: readonly number[]) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (roles, clusterCounts) => {
      const problem = validateMapping(roles, clusterCounts);
      if (!problem) return null;
      if (problem.kind === 'no_cluster_count') return t('labels.k_select_error');
      const names = problem.missing.map((role) => t(ROLE_LABEL_KEYS.find(([r]) => r === role)?.[1] ?? 'roles.none'));
      return `[${names.join(', ')}] ${t('labels.must_selected')}`;
    },
    [t],
  );
}
