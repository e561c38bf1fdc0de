import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTokyo } from '../time/format-tokyo';

interface Post {
  tweet_user_screen_name?: string;
  tweet_date: number;
  tweet_text: string;
}

/** Posts with author and Tokyo time, used for representative posts and a user's posts. */
export function PostList({ posts, testId }: { posts: Post[]; testId: string }) {
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
            primary={p.tweet_text}
            secondary={[p.tweet_user_screen_name, formatTokyo(p.tweet_date)].filter(Boolean).join(' · ')}
            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
