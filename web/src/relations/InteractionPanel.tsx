import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relationsApi } from '../api/relations-api';
import { errorText, type FailedCall } from '../api/error-text';
import { saveFile } from '../download/save-file';
import { formatTokyo } from '../time/format-tokyo';
import { heatmapOption, type HeatmapMode } from './heatmap-option';
import { MatrixTable } from './MatrixTable';
import { RelationChart } from './RelationChart';

interface Props {
  processId: string;
  /** Only the relations of posts inside this window; null: the whole run. */
  window: { start: number; end: number } | null;
}

/** Who amplifies whom: the heatmap (counts or each row's shares), the table with closedness, the CSV (whole run). */
export function InteractionPanel({ processId, window }: Props) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<HeatmapMode>('count');
  const { data, error } = relationsApi.useGetInteractionMatrixQuery({
    process_id: processId,
    date_start: window?.start ?? 0,
    date_end: window?.end ?? 0,
  });
  const [download, downloading] = relationsApi.useDownloadInteractionMatrixMutation();
  const option = useMemo(
    () => data && heatmapOption(data, mode, { from: t('relations.axis_from'), to: t('relations.axis_to') }),
    [data, mode, t],
  );
  if (error) return <Alert severity="error">{errorText(error as FailedCall, i18n)}</Alert>;
  if (!data || !option) return null;
  const empty = data.total.every((row) => row.every((v) => v === 0));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, value: HeatmapMode | null) => value && setMode(value)}
        >
          <ToggleButton value="count" data-testid="heatmap-count">
            {t('relations.mode_count')}
          </ToggleButton>
          <ToggleButton value="share" data-testid="heatmap-share">
            {t('relations.mode_share')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={downloading.isLoading}
          onClick={() =>
            void download({ process_id: processId }).then((answer) => answer.data && saveFile(answer.data))
          }
          data-testid="matrix-download"
        >
          {t('relations.download_matrix')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('relations.matrix_hint')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="matrix-period">
        {data.window
          ? t('relations.period_window', { start: formatTokyo(data.window.start), end: formatTokyo(data.window.end) })
          : t('relations.period_whole')}
      </Typography>
      {empty && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="matrix-empty">
          {t('relations.no_interactions')}
        </Alert>
      )}
      <RelationChart option={option} height={Math.max(260, 90 + data.k * 40)} testId="interaction-heatmap" />
      <MatrixTable matrix={data} />
    </Box>
  );
}
