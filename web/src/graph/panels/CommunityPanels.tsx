import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@kizuna/http-api';
import { errorText, type FailedCall } from '../../api/error-text';
import { resultsApi } from '../../api/results-api';
import { useDebouncedValue } from '../../table/useDebouncedValue';
import { formatTokyo } from '../../time/format-tokyo';
import { CommunityBridges } from './CommunityBridges';
import { DetailAccordion } from './DetailAccordion';
import { DownloadMenu } from '../toolbar/DownloadMenu';
import { KeywordTable } from './KeywordTable';
import { MemberTable } from './MemberTable';
import { PostList } from './PostList';
import type { DetailPanel } from '../state/selection-reducer';

/** A window moved by the slider is asked for once it rests this long, not at every step. */
const WINDOW_SETTLE_MS = 250;

interface Props {
  processId: string;
  community: GraphNode;
  openPanel: DetailPanel | null;
  /** Keywords, posts and members follow this window when set (the time filter's toggle). */
  window: { start: number; end: number } | null;
  onToggle: (panel: DetailPanel) => void;
  onSelectNode: (nodeId: string) => void;
}

/** Spec §2 community detail: keywords, representative posts, members and bridges, one panel open at a time. */
export function CommunityPanels({ processId, community, openPanel, window, onToggle, onSelectNode }: Props) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState<string | null>(null);
  const settled = useDebouncedValue(window, WINDOW_SETTLE_MS);
  // This community's detail only: another one's stays off the panel while this one loads.
  const { currentData: data, isFetching } = resultsApi.useGetClusterDetailQuery({
    process_id: processId,
    cluster_id: community.cluster_id,
  });
  const windowed = resultsApi.useGetClusterWindowQuery(
    {
      process_id: processId,
      cluster_id: community.cluster_id,
      date_start: settled?.start ?? 0,
      date_end: settled?.end ?? 0,
    },
    { skip: settled === null },
  );
  // The lists of the window asked for, or of the whole run (also when the run cannot follow a
  // window: the alert says so); never those of another window.
  const following = settled !== null && !windowed.error;
  const shown = following ? windowed.currentData : data;
  const keywords = shown?.keywords ?? [];
  // A keyword the window's list no longer holds is no longer marked in the posts.
  const highlighted = keyword !== null && keywords.some((k) => k.keyword === keyword) ? keyword : null;
  return (
    <Box data-testid="community-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: community.color }} />
        <Typography variant="h6" sx={{ flex: 1 }} data-testid="community-title">
          {community.label}
        </Typography>
        {(isFetching || windowed.isFetching) && <CircularProgress size={20} aria-label={t('common.loading')} />}
        <DownloadMenu processId={processId} clusterId={community.cluster_id} testId="community-download" />
      </Box>
      {following && settled && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} data-testid="panels-windowed">
          {t('graph.panels_windowed', { from: formatTokyo(settled.start), to: formatTokyo(settled.end) })}{' '}
          {t('graph.downloads_whole_run')}
        </Typography>
      )}
      {settled && windowed.error && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }} data-testid="panels-window-error">
          {errorText(windowed.error as FailedCall, i18n)}
        </Alert>
      )}
      {data && (
        <>
          <DetailAccordion
            title={following ? t('graph.keywords_windowed') : t('graph.keywords')}
            expanded={openPanel === 'keywords'}
            onToggle={() => onToggle('keywords')}
            testId="panel-keywords"
          >
            <KeywordTable keywords={keywords} highlighted={highlighted} onHighlight={setKeyword} />
          </DetailAccordion>
          <DetailAccordion
            title={following ? t('graph.tweets_windowed') : t('graph.tweets')}
            expanded={openPanel === 'tweets'}
            onToggle={() => onToggle('tweets')}
            testId="panel-tweets"
          >
            <PostList posts={shown?.tweets ?? []} testId="representative-posts" highlight={highlighted} />
          </DetailAccordion>
          <DetailAccordion
            title={
              settled
                ? t('graph.members_windowed')
                : t('graph.members', { n: (data.nodes_total ?? data.nodes.length).toLocaleString() })
            }
            expanded={openPanel === 'nodes'}
            onToggle={() => onToggle('nodes')}
            testId="panel-nodes"
          >
            <MemberTable
              processId={processId}
              clusterId={community.cluster_id}
              hasFollowers={data.has_followers}
              window={settled}
              onSelect={onSelectNode}
            />
          </DetailAccordion>
          <DetailAccordion
            title={t('graph.bridges')}
            expanded={openPanel === 'bridges'}
            onToggle={() => onToggle('bridges')}
            testId="panel-bridges"
          >
            {openPanel === 'bridges' && (
              <CommunityBridges processId={processId} clusterId={community.cluster_id} onSelect={onSelectNode} />
            )}
          </DetailAccordion>
        </>
      )}
    </Box>
  );
}
