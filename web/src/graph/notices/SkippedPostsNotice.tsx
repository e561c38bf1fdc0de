import type { SkippedPosts } from '@kizuna/http-api';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SKIP_REASON_KEYS } from './skip-reason-keys';

/** Says how many posts the run's text steps could not read and left out, and why; nothing when none. */
export function SkippedPostsNotice({ skipped }: { skipped: SkippedPosts | undefined }) {
  const { t } = useTranslation();
  if (!skipped || skipped.total === 0) return null;
  const reasons = skipped.reasons
    .map(({ reason, count }) =>
      t('graph.skipped_reason', { reason: t(SKIP_REASON_KEYS[reason]), count: count.toLocaleString() }),
    )
    .join(t('graph.skipped_separator'));
  return (
    <Alert severity="warning" data-testid="skipped-posts-notice">
      {t('graph.skipped_posts', { total: skipped.total.toLocaleString(), reasons })}
    </Alert>
  );
}
