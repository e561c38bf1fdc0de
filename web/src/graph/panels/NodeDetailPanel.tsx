import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resultsApi } from '../../api/results-api';
import { saveFile } from '../../download/save-file';
import { AccountLabels } from '../../labels/AccountLabels';
import { formatCount } from '../../shared/format-count';
import { PostList } from './PostList';
import { UserKeywords } from './UserKeywords';

interface Props {
  processId: string;
  /** The user as the canvas knows them (a drawn user, or one the locator placed). */
  node: { id: string; node_id: string; label: string; color: string; cluster_id: number };
  /** The locator's user is not drawn in the graph. */
  notDrawn: boolean;
  communityName: (clusterId: number) => string;
}

/** Spec §2 single-user detail: community scores, followers, the user's keywords and posts. */
export function NodeDetailPanel({ processId, node, notDrawn, communityName }: Props) {
  const { t } = useTranslation();
  const [download, downloading] = resultsApi.useDownloadNodeTweetsMutation();
  const save = async () => {
    const answer = await download({ process_id: processId, cluster_id: 0, node_id: node.node_id });
    if (answer.data) saveFile(answer.data);
  };
  const [marked, setMarked] = useState(false);
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
        {isFetching && <CircularProgress size={20} aria-label={t('common.loading')} />}
      </Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {communityName(node.cluster_id)}
      </Typography>
      {notDrawn && (
        <Typography variant="body2" color="warning.main" gutterBottom data-testid="located-not-drawn">
          {t('graph.located_not_drawn')}
        </Typography>
      )}
      <AccountLabels processId={processId} account={node.node_id} name={node.label} />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void save()}
        disabled={downloading.isLoading}
        data-testid="node-download"
      >
        {t('graph.download_user_posts')}
      </Button>
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
          <UserKeywords keywords={data.keywords} marked={marked} onMarked={setMarked} />
          <Divider sx={{ my: 1 }} />
          <Typography sx={{ fontWeight: 600 }}>{t('graph.user_posts', { n: data.tweets.length })}</Typography>
          <PostList
            posts={data.tweets}
            testId="user-posts"
            highlight={marked ? data.keywords.map((k) => k.keyword) : null}
          />
        </>
      )}
    </Box>
  );
}
