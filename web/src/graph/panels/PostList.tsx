import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTokyo } from '../../time/format-tokyo';
import { highlightParts } from './highlight-parts';

interface Post {
  tweet_user_screen_name?: string;
  tweet_date: number;
  tweet_text: string;
  tweet_score?: number;
}

interface Props {
  posts: Post[];
  testId: string;
  /** The keyword marked in the texts (from the keyword panel), or several (a user's keywords). */
  highlight?: string | readonly string[] | null;
}

/** Posts with author, Tokyo time and score, used for representative posts and a user's posts. */
export function PostList({ posts, testId, highlight = null }: Props) {
  const { t } = useTranslation();
  if (posts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }} data-testid={testId}>
        {t('graph.no_posts')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid={testId}>
      {posts.map((p, i) => (
        <ListItem key={i} divider alignItems="flex-start" disableGutters>
          <ListItemText
            primary={highlightParts(p.tweet_text, highlight).map((part, j) =>
              part.hit ? (
                <Box component="mark" key={j} data-testid="keyword-mark">
                  {part.text}
                </Box>
              ) : (
                part.text
              ),
            )}
            secondary={[
              p.tweet_user_screen_name,
              formatTokyo(p.tweet_date),
              p.tweet_score === undefined ? null : t('graph.tweet_score', { score: p.tweet_score }),
            ]
              .filter(Boolean)
              .join(' · ')}
            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
