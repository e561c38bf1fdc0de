import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UploadResult } from '@kizuna/http-api';
import { ClusterCountChoice } from './ClusterCountChoice';
import type { ColumnRole } from './column-mapping';
import { ambiguousTimeSamples, type DateOrder } from './date-order';
import { DateOrderQuestion } from './DateOrderQuestion';
import { PreviewTable } from './PreviewTable';
import { RegisterProgress } from './RegisterProgress';
import { RelationsChoice } from './RelationsChoice';
import { RequiredRoles } from './RequiredRoles';
import { TooManyCommunitiesAlert } from './TooManyCommunitiesAlert';
import type { InteractionKind } from '@kizuna/proto/rules';

interface Props {
  upload: UploadResult;
  fileName: string;
  roles: ColumnRole[];
  clusterCounts: readonly number[];
  relations: readonly InteractionKind[];
  dateOrder: DateOrder | '';
  registering: boolean;
  /** Rows validated so far while registering, when the server has said. */
  progress: { done: number; all: number } | null;
  /** After a registration: the network's users then, and the chosen k above them. */
  tooMany: { users: number; ks: readonly number[] } | null;
  onRole: (column: number, role: ColumnRole) => void;
  onToggleK: (k: number) => void;
  onToggleRelation: (kind: InteractionKind) => void;
  onDateOrder: (order: DateOrder) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Step 2: map columns to roles and choose k. */
export function ColumnsStep(props: Props) {
  const { t } = useTranslation();
  const { upload } = props;
  const samples = ambiguousTimeSamples(upload, props.roles);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body1" data-testid="upload-summary">
        {t('upload.file_summary', { name: props.fileName, count: upload.total })}
      </Typography>
      {upload.converted && (
        <Alert severity="info" data-testid="encoding-converted">
          {t('upload.converted', { encoding: upload.encoding })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('upload.mapping_hint')}
      </Typography>
      <RequiredRoles upload={upload} roles={props.roles} onRole={props.onRole} />
      <Typography variant="subtitle2">{t('upload.all_columns')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('upload.all_columns_hint')}
      </Typography>
      <PreviewTable headers={upload.headers} rows={upload.data} roles={props.roles} onRole={props.onRole} />
      {samples && <DateOrderQuestion samples={samples} chosen={props.dateOrder} onChoose={props.onDateOrder} />}
      <ClusterCountChoice chosen={props.clusterCounts} onToggle={props.onToggleK} />
      {props.tooMany && props.tooMany.ks.length > 0 && (
        <TooManyCommunitiesAlert users={props.tooMany.users} ks={props.tooMany.ks} place="columns" />
      )}
      <RelationsChoice chosen={props.relations} onToggle={props.onToggleRelation} />
      {props.registering && <RegisterProgress progress={props.progress} />}
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
