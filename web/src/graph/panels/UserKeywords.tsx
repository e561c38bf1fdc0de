import { Box, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KeywordCount } from '@kizuna/http-api';
import { formatCount } from '../../shared/format-count';

interface Props {
  keywords: KeywordCount[];
  /** Whether the keywords are marked in the user's posts below. */
  marked: boolean;
  onMarked: (marked: boolean) => void;
}

/** A user's top keywords with their counts, and the switch that marks them in the user's posts. */
export function UserKeywords({ keywords, marked, onMarked }: Props) {
  const { t } = useTranslation();
  return (
    <Box data-testid="user-keywords">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{t('graph.user_keywords')}</Typography>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={marked}
              onChange={(e) => onMarked(e.target.checked)}
              slotProps={{ input: { 'data-testid': 'mark-user-keywords' } as object }}
            />
          }
          label={t('graph.mark_user_keywords')}
          disabled={keywords.length === 0}
        />
      </Box>
      {keywords.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('graph.no_user_keywords')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
          {keywords.map((k) => (
            <Chip
              key={k.keyword}
              size="small"
              label={`${k.keyword} (${formatCount(k.count)})`}
              data-testid="user-keyword"
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
