import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@kizuna/http-api';
import { ClusterCountChoice } from './ClusterCountChoice';
import type { ColumnRole } from './column-mapping';
import { PreviewTable } from './PreviewTable';

interface Props {
  upload: UploadResult;
  fileName: string;
  roles: ColumnRole[];
  clusterCounts: readonly number[];
  registering: boolean;
  onRole: (column: number, role: ColumnRole) => void;
  onToggleK: (k: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Step 2: map columns to roles and choose k. */
export function ColumnsStep(props: Props) {
  const { t } = useTranslation();
  const { upload } = props;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body1" data-testid="upload-summary">
        {t('upload.file_summary', { name: props.fileName, total: upload.total })}
      </Typography>
      {upload.converted && (
        <Alert severity="info" data-testid="encoding-converted">
          {t('upload.converted', { encoding: upload.encoding })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('upload.mapping_hint')}
      </Typography>
      <PreviewTable headers={upload.headers} rows={upload.data} roles={props.roles} onRole={props.onRole} />
      <ClusterCountChoice chosen={props.clusterCounts} onToggle={props.onToggleK} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button onClick={props.onPrevious} data-testid="previous-button">
          {t('common.previous')}
        </Button>
        <Button variant="contained" onClick={props.onNext} loading={props.registering} data-testid="next-button">
          {t('common.next')}
        </Button>
      </Box>
    </Box>
  );
}
