import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesRule } from '@kizuna/http-api';
import { isSeriesThresholdValue } from '@kizuna/proto/rules';

interface Props {
  /** The thresholds the shown answer used. */
  rule: SeriesRule;
  busy: boolean;
  onApply: (rule: SeriesRule) => void;
}

/** A threshold as typed: a whole percent from 0 to 1 (the server's rule), else null. */
function parsed(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && isSeriesThresholdValue(n) ? n : null;
}

/** The rule's two thresholds (docs/series.md): changed and applied, the flows and events are asked again. */
export function SeriesThresholds({ rule, busy, onApply }: Props) {
  const { t } = useTranslation();
  const [jaccard, setJaccard] = useState(String(rule.jaccard));
  const [share, setShare] = useState(String(rule.share));
  const [j, s] = [parsed(jaccard), parsed(share)];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (j !== null && s !== null) onApply({ jaccard: j, share: s });
  };
  const field = (label: string, value: string, set: (v: string) => void, ok: boolean, testId: string) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={!ok}
      helperText={ok ? ' ' : t('series.threshold_range')}
      sx={{ width: 170 }}
      slotProps={{ htmlInput: { min: 0, max: 1, step: 0.01, 'data-testid': testId } }}
    />
  );
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="series-thresholds">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('series.rule_text', { jaccard: rule.jaccard, share: rule.share })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {field(t('series.threshold_jaccard'), jaccard, setJaccard, j !== null, 'threshold-jaccard')}
        {field(t('series.threshold_share'), share, setShare, s !== null, 'threshold-share')}
        <Button
          type="submit"
          variant="outlined"
          disabled={busy || j === null || s === null}
          data-testid="threshold-apply"
          sx={{ mt: 0.25 }}
        >
          {t('series.threshold_apply')}
        </Button>
      </Box>
    </Box>
  );
}
