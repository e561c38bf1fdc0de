import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_MASK, maskDateTime, parseMaskedDateTime } from './masked-date-time';

export interface MaskedDateTimeInputProps {
  label: string;
  /** What the field shows: a whole or partly typed YYYY-MM-DD HH:mm. */
  value: string;
  onChange(value: string): void;
  testId?: string;
  size?: TextFieldProps['size'];
  /** A fixed width in px, where a row must fit beside others (the results time filter at 1366 px). */
  width?: number;
  /** What is wrong with a whole, real value in its context (e.g. an end before the start). */
  problem?: string | null;
}

/**
 * The spec's masked date-time input (year-month-day hour:minute, §5 digit rules), read in
 * Asia/Tokyo. One component for the /mask demo, the logs range and the results time filter.
 */
export function MaskedDateTimeInput({
  label,
  value,
  onChange,
  testId,
  size,
  width,
  problem,
}: MaskedDateTimeInputProps) {
  const { t } = useTranslation();
  const complete = value.length === DATE_TIME_MASK.length;
  const invalid = complete && parseMaskedDateTime(value) === null;
  return (
    <TextField
      label={label}
      value={value}
      size={size}
      sx={width ? { width } : undefined}
      placeholder={DATE_TIME_MASK}
      onChange={(e) => onChange(maskDateTime(e.target.value))}
      error={invalid || Boolean(problem)}
      helperText={invalid ? t('mask.no_such_date') : problem || ' '}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': testId, 'aria-label': label } }}
    />
  );
}
