import { Box, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@kizuna/http-api';
import { resultsApi } from '../api/results-api';
import { DetailAccordion } from './DetailAccordion';
import { DownloadMenu } from './DownloadMenu';
import { KeywordTable } from './KeywordTable';
import { MemberTable } from './MemberTable';
import { PostList } from './PostList';
import type { DetailPanel } from './selection-reducer';

interface Props {
  processId: string;
  community: GraphNode;
  openPanel: DetailPanel | null;
  /**
   * Posts and members follow this window when set (the time filter's toggle); keywords are the
   * run's, and the panel says so.
   */
  window: { start: number; end: number } | null;
  onToggle: (panel: DetailPanel) => void;
  onSelectNode: (nodeId: string) => void;
}

/** Spec §2 community detail: keywords, representative posts and members, one panel open at a time. */
export function CommunityPanels({ processId, community, openPanel, window, onToggle, onSelectNode }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState<string | null>(null);
  // This community's detail only: another one's stays off the panel while this one loads.
  const { currentData: data, isFetching } = resultsApi.useGetClusterDetailQuery({
    process_id: processId,
    cluster_id: community.cluster_id,
  });
  const posts = resultsApi.useGetClusterTweetsQuery(
    {
      process_id: processId,
      cluster_id: community.cluster_id,
      max_count: 100,
      date_start: window?.start ?? 0,
      date_end: window?.end ?? 0,
    },
    { skip: window === null },
  );
  const tweets = window === null ? data?.tweets : posts.data?.tweets;
  return (
    <Box data-testid="community-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: community.color }} />
        <Typography variant="h6" sx={{ flex: 1 }} data-testid="community-title">
          {community.label}
        </Typography>
        {isFetching && <CircularProgress size={20} />}
        <DownloadMenu processId={processId} clusterId={community.cluster_id} testId="community-download" />
      </Box>
      {window && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} data-testid="panels-windowed">
          {t('graph.panels_windowed')}
        </Typography>
      )}
      {data && (
        <>
          <DetailAccordion
            title={window ? t('graph.keywords_whole_run') : t('graph.keywords')}
            expanded={openPanel === 'keywords'}
            onToggle={() => onToggle('keywords')}
            testId="panel-keywords"
          >
            {window && (
              <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }} data-testid="keywords-whole-run">
                {t('graph.keywords_not_windowed')}
              </Typography>
            )}
            <KeywordTable keywords={data.keywords} highlighted={keyword} onHighlight={setKeyword} />
          </DetailAccordion>
          <DetailAccordion
            title={t('graph.tweets')}
            expanded={openPanel === 'tweets'}
            onToggle={() => onToggle('tweets')}
            testId="panel-tweets"
          >
            <PostList posts={tweets ?? []} testId="representative-posts" highlight={keyword} />
          </DetailAccordion>
          <DetailAccordion
            title={t('graph.members', { n: (data.nodes_total ?? data.nodes.length).toLocaleString() })}
            expanded={openPanel === 'nodes'}
            onToggle={() => onToggle('nodes')}
            testId="panel-nodes"
          >
            <MemberTable
              processId={processId}
              clusterId={community.cluster_id}
              hasFollowers={data.has_followers}
              window={window}
              onSelect={onSelectNode}
            />
          </DetailAccordion>
        </>
      )}
    </Box>
  );
}
