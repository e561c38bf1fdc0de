import {
  Alert,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readYearLast, type DateOrder } from './date-order';

interface Props {
  /** Up to three values of the time column as the file writes them. */
  samples: string[];
  chosen: DateOrder | '';
  onChoose: (order: DateOrder) => void;
}

/**
 * Step 2, when the time column's dates (8/6/15) never show which number is the month: asks which
 * order the file uses, showing three of its values read both ways.
 */
export function DateOrderQuestion({ samples, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const shown = (text: string, order: DateOrder) => readYearLast(text, order) ?? t('upload.date_order_impossible');
  return (
    <Alert severity="warning" data-testid="date-order-question" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {t('upload.date_order_question')}
      <Table size="small" sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('upload.date_order_as_written')}</TableCell>
            <TableCell>{t('upload.date_order_month_first')}</TableCell>
            <TableCell>{t('upload.date_order_day_first')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {samples.map((sample) => (
            <TableRow key={sample} data-testid="date-order-sample">
              <TableCell>{sample}</TableCell>
              <TableCell>{shown(sample, 'month_first')}</TableCell>
              <TableCell>{shown(sample, 'day_first')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RadioGroup row value={chosen} onChange={(e) => onChoose(e.target.value as DateOrder)}>
        <FormControlLabel
          value="month_first"
          control={<Radio slotProps={{ input: { 'data-testid': 'date-order-month-first' } as object }} />}
          label={t('upload.date_order_month_first')}
        />
        <FormControlLabel
          value="day_first"
          control={<Radio slotProps={{ input: { 'data-testid': 'date-order-day-first' } as object }} />}
          label={t('upload.date_order_day_first')}
        />
      </RadioGroup>
    </Alert>
  );
}
