import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelDocument } from '@kizuna/http-api';
import { LABEL_NAME_MAX } from '@kizuna/proto/rules';
import { labelsApi } from '../api/labels-api';
import { ColorSwatches } from './ColorSwatches';
import { DeleteLabelDialog } from './DeleteLabelDialog';
import { useLabelTeam } from './use-label-team';

interface Props {
  label: LabelDocument;
  colors: readonly string[];
  mayChange: boolean;
  /** How many of the run's accounts carry it. */
  count: number;
  /** The team's name as the dialog shows it. */
  teamName: string;
}

/** One label of the team in the labels dialog: rename and recolour in place, delete after asking. */
export function LabelRow({ label, colors, mayChange, count, teamName }: Props) {
  const { t } = useTranslation();
  const teamFields = useLabelTeam();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState(label.color);
  const [update, updating] = labelsApi.useUpdateLabelMutation();
  const [remove, removing] = labelsApi.useDeleteLabelMutation();
  const save = async () => {
    const answer = await update({ label_id: label.label_id, name, color, ...teamFields });
    if ('data' in answer) setEditing(false);
  };
  const del = async () => {
    await remove({ label_id: label.label_id, name: label.name, ...teamFields });
    setAsking(false);
  };
  if (editing)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1 }} data-testid="label-row-editing">
        <TextField
          size="small"
          label={t('account_labels.name')}
          value={name}
          onChange={(e) => setName(e.target.value.slice(0, LABEL_NAME_MAX + 10))}
          // The limit shown as the user types (issue 58), in code points like the rule.
          helperText={t('account_labels.name_count', { count: [...name].length, max: LABEL_NAME_MAX })}
          error={[...name].length > LABEL_NAME_MAX}
          slotProps={{
            htmlInput: { 'data-testid': 'label-rename-input' },
            formHelperText: { 'data-testid': 'label-name-count' } as object,
          }}
        />
        <ColorSwatches colors={colors} value={color} onChange={setColor} testId="label-recolor" />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            variant="contained"
            disabled={updating.isLoading}
            onClick={() => void save()}
            data-testid="label-save"
          >
            {t('common.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </Button>
        </Box>
      </Box>
    );
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
      data-testid="label-row"
      data-label={label.name}
    >
      <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: label.color, flexShrink: 0 }} />
      <Typography sx={{ flex: 1, wordBreak: 'break-word' }}>{label.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account_labels.in_run', { count })}
      </Typography>
      {mayChange && (
        <>
          <Tooltip title={t('account_labels.edit')}>
            <IconButton
              size="small"
              onClick={() => setEditing(true)}
              data-testid="label-edit"
              aria-label={t('account_labels.edit')}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('account_labels.delete')}>
            <IconButton
              size="small"
              onClick={() => setAsking(true)}
              disabled={removing.isLoading}
              data-testid="label-delete"
              aria-label={t('account_labels.delete')}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <DeleteLabelDialog
            open={asking}
            name={label.name}
            teamName={teamName}
            deleting={removing.isLoading}
            onCancel={() => setAsking(false)}
            onConfirm={() => void del()}
          />
        </>
      )}
    </Box>
  );
}
