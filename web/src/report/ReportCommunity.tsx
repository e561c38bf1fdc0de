import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { resultsApi } from '../api/results-api';
import { formatTokyo } from '../time/format-tokyo';

interface Props {
  processId: string;
  clusterId: number;
  name: string;
  color: string;
}

const TOP_KEYWORDS = 10;
const TOP_USERS = 5;
const POSTS = 2;

/** One community in the report: name, colour, size, top keywords, top users and two representative posts. */
export function ReportCommunity({ processId, clusterId, name, color }: Props) {
  const { t } = useTranslation();
  const { data, isError } = resultsApi.useGetClusterDetailQuery({ process_id: processId, cluster_id: clusterId });
  return (
    <Box
      component="section"
      className="report-block"
      data-testid={`report-community-${clusterId}`}
      data-loaded={data || isError ? 'true' : 'false'}
      sx={{ borderLeft: `6px solid ${color}`, pl: 1.5, mb: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {name}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {color} · {t('report.users', { count: data?.nodes_total ?? data?.size ?? 0 })}
        </Typography>
      </Typography>
      {data && (
        <>
          <Typography variant="body2">
            <b>{t('report.top_keywords')}:</b>{' '}
            {data.keywords
              .slice(0, TOP_KEYWORDS)
              .map((k) => k.keyword)
              .join(', ') || '–'}
          </Typography>
          <Typography variant="body2">
            <b>{t('report.top_users')}:</b>{' '}
            {data.nodes
              .slice(0, TOP_USERS)
              .map((m) => m.tweet_user_screen_name)
              .join(', ') || '–'}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
            {t('report.representative_posts')}:
          </Typography>
          {data.tweets.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('graph.no_posts')}
            </Typography>
          )}
          {data.tweets.slice(0, POSTS).map((p, i) => (
            <Typography key={i} variant="body2" component="blockquote" sx={{ m: 0, mb: 0.5, pl: 1 }}>
              “{p.tweet_text}” — {p.tweet_user_screen_name}, {formatTokyo(p.tweet_date)}
            </Typography>
          ))}
        </>
      )}
    </Box>
  );
}
