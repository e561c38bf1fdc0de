import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RunLabelIndex } from './run-label-index';

/** The member list's label filter: every member, only labelled ones, or those of one label. */
export type MemberLabelChoice = 'all' | 'labelled' | { labelId: string };

const LABELLED = '__labelled';
const ALL = '__all';

interface Props {
  index: RunLabelIndex;
  value: MemberLabelChoice;
  onChange: (choice: MemberLabelChoice) => void;
}

export function MemberLabelFilter({ index, value, onChange }: Props) {
  const { t } = useTranslation();
  const selected = value === 'all' ? ALL : value === 'labelled' ? LABELLED : value.labelId;
  if (index.labels.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 150 }}
      label={t('account_labels.title')}
      value={selected}
      onChange={(e) =>
        onChange(
          e.target.value === ALL ? 'all' : e.target.value === LABELLED ? 'labelled' : { labelId: e.target.value },
        )
      }
      slotProps={{ htmlInput: { 'data-testid': 'member-label-filter' } }}
    >
      <MenuItem value={ALL}>{t('account_labels.filter_all')}</MenuItem>
      <MenuItem value={LABELLED}>{t('account_labels.only_labelled')}</MenuItem>
      {index.labels.map((l) => (
        <MenuItem key={l.label_id} value={l.label_id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
