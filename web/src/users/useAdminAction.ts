import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usersApi } from '../api/users-api';
import { useToast } from '../toasts/useToast';

/** What an RTK Query mutation's trigger resolves to, as far as this needs. */
type Outcome = { error?: unknown };

/**
 * Spec §6: every admin action first asks the server whether the caller is still an admin, and
 * proceeds only then (the server checks again). Failures are toasted by the API layer.
 */
export function useAdminAction(): (action: () => Promise<Outcome>, successKey: string) => Promise<boolean> {
  const { t } = useTranslation();
  const toast = useToast();
  const [checkAdmin] = usersApi.useLazyIsAdminQuery();
  return useCallback(
    async (action, successKey) => {
      const check = await checkAdmin(undefined, false);
      if (!check.data?.data.is_admin) {
        if (!check.error) toast('error', t('errors.forbidden'));
        return false;
      }
      const outcome = await action();
      if (outcome.error) return false;
      toast('success', t(successKey));
      return true;
    },
    [checkAdmin, t, toast],
  );
}
