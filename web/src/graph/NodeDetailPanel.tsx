import { Box, CircularProgress, Divider, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '@kizuna/http-api';
import { resultsApi } from '../api/results-api';
import { formatCount } from './format-count';
import { PostList } from './PostList';

interface Props {
  processId: string;
  node: GraphNode;
  communityName: (clusterId: number) => string;
}

/** Spec §2 single-user detail: community scores, followers and the user's posts. */
export function NodeDetailPanel({ processId, node, communityName }: Props) {
  const { t } = useTranslation();
  const { data, isFetching } = resultsApi.useGetNodeDetailQuery({
    process_id: processId,
    node_id: node.node_id,
    cluster_id: node.cluster_id,
  });
  return (
    <Box data-testid="node-detail" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: node.color }} />
        <Typography variant="h6" sx={{ flex: 1, wordBreak: 'break-all' }}>
          {node.label}
        </Typography>
        {isFetching && <CircularProgress size={20} />}
      </Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {communityName(node.cluster_id)}
      </Typography>
      {data && (
        <>
          <Table size="small">
            <TableBody>
              <TableRow>
                <TableCell component="th">{t('graph.col_followers')}</TableCell>
                <TableCell align="right">{formatCount(data.follower_count)}</TableCell>
              </TableRow>
              {data.get_retweeted !== undefined && (
                <TableRow>
                  <TableCell component="th">{t('graph.col_retweeted')}</TableCell>
                  <TableCell align="right">{data.get_retweeted}</TableCell>
                </TableRow>
              )}
              {data.count_retweet !== undefined && (
                <TableRow>
                  <TableCell component="th">{t('graph.col_retweets')}</TableCell>
                  <TableCell align="right">{data.count_retweet}</TableCell>
                </TableRow>
              )}
              {data.degree !== undefined && (
                <TableRow>
                  <TableCell component="th">{t('graph.degree')}</TableCell>
                  <TableCell align="right">{data.degree}</TableCell>
                </TableRow>
              )}
              {data.communities.map(([clusterId, score]) => (
                <TableRow key={clusterId}>
                  <TableCell component="th">{communityName(clusterId)}</TableCell>
                  <TableCell align="right">{t('graph.score', { score: Math.round(score * 10) / 10 })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Divider sx={{ my: 1 }} />
          <Typography sx={{ fontWeight: 600 }}>{t('graph.user_posts', { n: data.tweets.length })}</Typography>
          <PostList posts={data.tweets} testId="user-posts" />
        </>
      )}
    </Box>
  );
}
