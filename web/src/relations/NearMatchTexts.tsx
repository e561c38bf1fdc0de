import { Box, Typography } from '@mui/material';
import type { NearIdenticalMatch } from '@kizuna/http-api';
import { formatTokyo } from '@kizuna/proto/rules';
import { useTranslation } from 'react-i18next';
import { textDiff } from './text-diff';

/**
 * One near-identical match: the two posts' texts side by side, what one has and the other lacks
 * marked, with their accounts, times and similarity.
 */
export function NearMatchTexts({ match, testId }: { match: NearIdenticalMatch; testId: string }) {
  const { t } = useTranslation();
  const sides = textDiff(match.source.text, match.target.text);
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'warning.light', pl: 1, my: 1 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" data-testid={`${testId}-similarity`}>
        {t('coordination.near_similarity', { percent: Math.floor(match.similarity * 100) })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}>
        {[match.source, match.target].map((post, side) => (
          <Box key={side} data-testid={`${testId}-${side === 0 ? 'source' : 'target'}`}>
            <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {sides[side].map((part, i) =>
                part.changed ? (
                  <Box component="mark" key={i} sx={{ bgcolor: 'warning.light', px: 0.25 }} data-testid="near-diff">
                    {part.text}
                  </Box>
                ) : (
                  <span key={i}>{part.text}</span>
                ),
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {post.node_id} {formatTokyo(post.time)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
