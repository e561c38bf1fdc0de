import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LabelDocument } from '@kizuna/http-api';
import { LABEL_NOTE_MAX } from '@kizuna/proto/rules';

interface Props {
  /** The labels offered. */
  labels: readonly LabelDocument[];
  labelId: string;
  onLabelId: (labelId: string) => void;
  note: string;
  onNote: (note: string) => void;
  /** `${testId}-select` and `${testId}-note`. */
  testId: string;
  /** Widths and margins of the two fields in the parent's row or column. */
  selectSx?: object;
  noteSx?: object;
}

/**
 * Which label to put on accounts and why: the fields the user panel and the bulk labelling share
 * (issue 48). The parent lays them out and sends them.
 */
export function LabelNoteFields({ labels, labelId, onLabelId, note, onNote, testId, selectSx, noteSx }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        size="small"
        sx={selectSx}
        label={t('account_labels.label')}
        value={labelId}
        onChange={(e) => onLabelId(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-select` } }}
      >
        {labels.map((l) => (
          <MenuItem key={l.label_id} value={l.label_id}>
            <Box
              component="span"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: l.color, mr: 1, flexShrink: 0 }}
            />
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        sx={noteSx}
        label={t('account_labels.note')}
        value={note}
        onChange={(e) => onNote(e.target.value.slice(0, LABEL_NOTE_MAX))}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-note` } }}
      />
    </>
  );
}
