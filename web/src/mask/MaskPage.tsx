import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../auth/PublicCard';
import { formatTokyo } from '../time/format-tokyo';
import { MaskedDateTimeInput } from '../time/MaskedDateTimeInput';
import { parseMaskedDateTime } from '../time/masked-date-time';

/** Spec §2 /mask: a demo of the masked date-time input the logs screen and time filter use. */
export function MaskPage() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const at = parseMaskedDateTime(value);
  return (
    <PublicCard title={t('mask.title')}>
      <MaskedDateTimeInput label={t('mask.label')} value={value} onChange={setValue} testId="mask-input" />
      <Typography data-testid="mask-value" color="text.secondary">
        {at === null ? t('mask.incomplete') : t('mask.reads_as', { time: formatTokyo(at) })}
      </Typography>
    </PublicCard>
  );
}
