import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelsApi } from '../api/labels-api';
import { LabelChip } from './LabelChip';
import { LabelNoteFields } from './LabelNoteFields';
import { useLabelTeam } from './use-label-team';
import { useRunLabels } from './use-run-labels';

interface Props {
  processId: string;
  /** The account's key (its node id) and its name as the run shows it. */
  account: string;
  name: string;
}

/**
 * The user panel's labels (issue 48): the team's labels on this account, who put them there and
 * why; label editors add one with a note or take one off, the rest of the team reads.
 */
export function AccountLabels({ processId, account, name }: Props) {
  const { t } = useTranslation();
  const teamFields = useLabelTeam();
  const { currentData: team } = labelsApi.useListLabelsQuery(teamFields);
  const index = useRunLabels(processId);
  const [assign, assigning] = labelsApi.useAssignLabelMutation();
  const [unassign] = labelsApi.useUnassignLabelMutation();
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  const mine = index.byAccount.get(account) ?? [];
  const mayChange = team?.may_change ?? false;
  const free = (team?.labels ?? []).filter((l) => !mine.some((m) => m.label_id === l.label_id));
  // A label offered now only (an admin may have chosen another team since).
  const labelId = free.some((l) => l.label_id === chosen) ? chosen : '';
  const add = async () => {
    const answer = await assign({ label_id: labelId, accounts: [name], note, ...teamFields });
    if ('data' in answer) {
      setChosen('');
      setNote('');
    }
  };
  return (
    <Box data-testid="account-labels" sx={{ my: 1 }}>
      <Typography variant="subtitle2">{t('account_labels.title')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
        {mine.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('account_labels.none')}
          </Typography>
        )}
        {mine.map((l) => (
          <LabelChip
            key={l.label_id}
            name={l.name}
            color={l.color}
            by={l}
            onDelete={
              mayChange ? () => void unassign({ label_id: l.label_id, accounts: [name], ...teamFields }) : undefined
            }
          />
        ))}
      </Box>
      {mayChange && free.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <LabelNoteFields
            labels={free}
            labelId={labelId}
            onLabelId={setChosen}
            note={note}
            onNote={setNote}
            testId="account-label"
            selectSx={{ minWidth: 140 }}
            noteSx={{ flex: 1, minWidth: 120 }}
          />
          <Button
            size="small"
            variant="outlined"
            disabled={labelId === '' || assigning.isLoading}
            onClick={() => void add()}
            data-testid="account-label-add"
          >
            {t('account_labels.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
