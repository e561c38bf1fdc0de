import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@kizuna/http-api';
import { resultsApi } from '../api/results-api';
import { DetailAccordion } from './DetailAccordion';
import { KeywordTable } from './KeywordTable';
import { MemberTable } from './MemberTable';
import { PostList } from './PostList';
import type { DetailPanel } from './selection-reducer';

interface Props {
  processId: string;
  community: GraphNode;
  openPanel: DetailPanel | null;
  onToggle: (panel: DetailPanel) => void;
  onSelectNode: (nodeId: string) => void;
}

/** Spec §2 community detail: keywords, representative posts and members, one panel open at a time. */
export function CommunityPanels({ processId, community, openPanel, onToggle, onSelectNode }: Props) {
  const { t } = useTranslation();
  const { data, isFetching } = resultsApi.useGetClusterDetailQuery({
    process_id: processId,
    cluster_id: community.cluster_id,
  });
  return (
    <Box data-testid="community-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: community.color }} />
        <Typography variant="h6" sx={{ flex: 1 }}>
          {community.label}
        </Typography>
        {isFetching && <CircularProgress size={20} />}
      </Box>
      {data && (
        <>
          <DetailAccordion
            title={t('graph.keywords')}
            expanded={openPanel === 'keywords'}
            onToggle={() => onToggle('keywords')}
            testId="panel-keywords"
          >
            <KeywordTable keywords={data.keywords} />
          </DetailAccordion>
          <DetailAccordion
            title={t('graph.tweets')}
            expanded={openPanel === 'tweets'}
            onToggle={() => onToggle('tweets')}
            testId="panel-tweets"
          >
            <PostList posts={data.tweets} testId="representative-posts" />
          </DetailAccordion>
          <DetailAccordion
            title={t('graph.members', { n: data.nodes.length })}
            expanded={openPanel === 'nodes'}
            onToggle={() => onToggle('nodes')}
            testId="panel-nodes"
          >
            <MemberTable members={data.nodes} hasFollowers={data.has_followers} onSelect={onSelectNode} />
          </DetailAccordion>
        </>
      )}
    </Box>
  );
}
