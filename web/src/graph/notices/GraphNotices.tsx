import type { GraphPayload, NodeHit } from '@kizuna/http-api';
import type { InteractionKind } from '@kizuna/proto/rules';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NetworkRelations } from './NetworkRelations';
import { SkippedPostsNotice } from './SkippedPostsNotice';

const DENSE_ALERT = { py: 0 };

interface Props {
  /** The interactions the project was registered with; unknown while the project loads. */
  relations: readonly InteractionKind[] | undefined;
  graph: GraphPayload | undefined;
  /** A user found by the locator but not drawn. */
  located: NodeHit | null;
  onDismissLocated: () => void;
  /**
   * What draws the graph: every user in WebGL, or today's canvas (its cap) with or without WebGL2
   * there, or while the project's layout is still computed.
   */
  view: 'whole' | 'canvas' | 'canvas-no-webgl' | 'canvas-layout-pending';
}

/** What the results screen says about the run beside its panels: how the network was built and what it leaves out. */
export function GraphNotices({ relations, graph, located, onDismissLocated, view }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {relations && <NetworkRelations relations={relations} />}
      {graph && view === 'canvas-no-webgl' && (
        <Alert severity="info" data-testid="webgl-missing-notice" sx={DENSE_ALERT}>
          {t('graph.webgl_missing')}
        </Alert>
      )}
      {graph && view === 'canvas-layout-pending' && (
        <Alert severity="info" data-testid="layout-pending-notice" sx={DENSE_ALERT}>
          {t('errors.graph_layout_pending')}
        </Alert>
      )}
      {graph && view !== 'whole' && graph.users_shown < graph.users_total && (
        <Alert severity="info" data-testid="display-cap-notice" sx={DENSE_ALERT}>
          {t('graph.display_cap', {
            shown: graph.users_shown.toLocaleString(),
            total: graph.users_total.toLocaleString(),
          })}
        </Alert>
      )}
      {located && (
        <Alert severity="warning" data-testid="located-notice" onClose={onDismissLocated} sx={DENSE_ALERT}>
          {t('graph.located_notice', { name: located.label })}
        </Alert>
      )}
      <SkippedPostsNotice skipped={graph?.skipped_posts} />
      {graph?.text_only && (
        <Alert severity="info" data-testid="text-only-notice" sx={DENSE_ALERT}>
          {t('graph.text_only')}
        </Alert>
      )}
    </>
  );
}
