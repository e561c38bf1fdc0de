import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MaskedDateTimeInput } from '../time/MaskedDateTimeInput';
import { isInvertedLogRange, type LogRangeInput } from './applied-log-range';

interface Props {
  value: LogRangeInput;
  onChange: (value: LogRangeInput) => void;
}

/** The logs' start and end, both with the spec's masked date-time input (Asia/Tokyo). */
export function LogRangeFields({ value, onChange }: Props) {
  const { t } = useTranslation();
  const inverted = isInvertedLogRange(value);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <MaskedDateTimeInput
        label={t('logs.start')}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        testId="logs-start"
        size="small"
      />
      <MaskedDateTimeInput
        label={t('logs.end')}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        testId="logs-end"
        size="small"
        problem={inverted ? t('logs.range_inverted') : null}
      />
    </Box>
  );
}
