import { Box, Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTokyo } from '@kizuna/proto/rules';

interface Props {
  name: string;
  color: string;
  /** Who put it on the account, when, and why (an account's label); absent for a label itself. */
  by?: { by_name: string; at: string; note: string };
  /** How many accounts carry it (a legend's chip). */
  count?: number;
  onDelete?: () => void;
}

/**
 * A label as a chip with its colour, wherever one is drawn: an account's (saying who labelled it,
 * when and why), or a legend's (with how many accounts carry it).
 */
export function LabelChip({ name, color, by, count, onDelete }: Props) {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={count === undefined ? name : `${name} (${count})`}
      onDelete={onDelete}
      data-testid="label-chip"
      icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, ml: 1 }} />}
      sx={{ borderColor: color, maxWidth: 220 }}
    />
  );
  if (!by) return chip;
  const title = t('account_labels.labelled_by', { name: by.by_name, at: formatTokyo(Date.parse(by.at)) });
  return (
    <Tooltip title={by.note ? `${title} — ${by.note}` : title}>
      <span>{chip}</span>
    </Tooltip>
  );
}
