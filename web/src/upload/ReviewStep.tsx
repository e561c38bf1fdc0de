import { Alert, Box, Button, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RegisterResult } from '@kizuna/http-api';
import { summarizeErrorRows } from './error-rows';
import { durationText } from './duration-text';
import { estimateDuration } from './estimate-duration';
import { TooManyCommunitiesAlert } from './TooManyCommunitiesAlert';

interface Props {
  registered: RegisterResult;
  starting: boolean;
  started: boolean;
  /** Spec §4: closed when no rows are valid, and once started. */
  canStart: boolean;
  /** Hours after which a registration never started is removed (the server's UPLOAD_TTL_HOURS), once known. */
  keptHours?: number;
  /** The chosen k above the network's users (their runs would fail). */
  tooManyKs: readonly number[];
  onPrevious: () => void;
  onStart: () => void;
}

/** Step 3: what will be analysed, then start. */
export function ReviewStep(props: Props) {
  const { registered, starting, started, canStart, keptHours, tooManyKs, onPrevious, onStart } = props;
  const { t } = useTranslation();
  const errors = summarizeErrorRows(registered.error_rows);
  const eta = estimateDuration(registered.rows_valid);
  const errorText =
    errors.listed.length === 0 ? t('upload.no_error_rows') : errors.listed.join(', ') + (errors.more ? ' …' : '');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720, mx: 'auto' }}>
      <Table size="small">
        <TableBody>
          <TableRow>
            <TableCell component="th">{t('upload.total_rows')}</TableCell>
            <TableCell data-testid="rows-all">{registered.rows_all}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th">{t('upload.valid_rows')}</TableCell>
            <TableCell data-testid="rows-valid">{registered.rows_valid}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th">{t('upload.error_rows')}</TableCell>
            <TableCell data-testid="error-rows">
              {errorText}
              {errors.more && (
                <Box component="span" sx={{ display: 'block', color: 'warning.main' }}>
                  {t('upload.error_rows_past_ten')}
                </Box>
              )}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th">{t('upload.estimated_time')}</TableCell>
            <TableCell data-testid="estimated-time">{durationText(eta, t)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {registered.error_rows.length > 0 && <Alert severity="warning">{t('upload.error_rows_excluded')}</Alert>}
      {!started && tooManyKs.length > 0 && (
        <TooManyCommunitiesAlert
          users={registered.network_users}
          ks={tooManyKs}
          place="review"
          onChooseFewer={onPrevious}
        />
      )}
      {!started && keptHours !== undefined && (
        <Alert severity="info" data-testid="kept-until-start">
          {t('upload.kept_until_start', { hours: keptHours })}
        </Alert>
      )}
      {started && (
        <Alert severity="success" data-testid="start-done">
          {t('upload.started')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button onClick={onPrevious} disabled={starting || started} data-testid="review-previous-button">
          {t('common.previous')}
        </Button>
        <Button
          variant="contained"
          onClick={onStart}
          loading={starting}
          disabled={!canStart}
          data-testid="start-button"
        >
          {t('upload.start')}
        </Button>
      </Box>
    </Box>
  );
}
