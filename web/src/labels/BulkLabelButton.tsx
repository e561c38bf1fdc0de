import LabelIcon from '@mui/icons-material/Label';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_ACCOUNTS_MAX, LABEL_NOTE_MAX } from '@kizuna/proto/rules';
import { labelsApi } from '../api/labels-api';

interface Props {
  /** How many accounts the action labels (shown before they are loaded). */
  count: number;
  /** The accounts' names: a coordination group's members, a band's users, a search's finds. */
  load: () => Promise<readonly string[]>;
  testId: string;
}

/**
 * Labels many accounts in one action (issue 48): a coordination group, a band of the k
 * comparison, or what a member search found. Shown to those who may change labels only.
 */
export function BulkLabelButton({ count, load, testId }: Props) {
  const { t } = useTranslation();
  const { data: team } = labelsApi.useListLabelsQuery({});
  const [assign, assigning] = labelsApi.useAssignLabelMutation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  if (!team?.may_change || team.labels.length === 0 || count === 0) return null;
  const apply = async () => {
    setLoading(true);
    try {
      const accounts = (await load()).slice(0, LABEL_ACCOUNTS_MAX);
      const answer = await assign({ label_id: chosen, accounts: [...accounts], note });
      if ('data' in answer && answer.data) setDone(answer.data.data.changed);
    } finally {
      setLoading(false);
    }
  };
  const close = () => {
    setOpen(false);
    setDone(null);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<LabelIcon />}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        data-testid={testId}
      >
        {t('account_labels.bulk_button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="xs"
        data-testid="bulk-label-dialog"
        onClick={(e) => e.stopPropagation()}
      >
        <DialogTitle>{t('account_labels.bulk_title', { count })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <TextField
            select
            size="small"
            sx={{ mt: 1 }}
            label={t('account_labels.label')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'bulk-label-select' } }}
          >
            {team.labels.map((l) => (
              <MenuItem key={l.label_id} value={l.label_id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('account_labels.note')}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, LABEL_NOTE_MAX))}
          />
          {done !== null && (
            <Alert severity="success" data-testid="bulk-label-done">
              {t('account_labels.bulk_done', { count: done })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('account_labels.close')}</Button>
          <Button
            variant="contained"
            disabled={chosen === '' || loading || assigning.isLoading}
            onClick={() => void apply()}
            data-testid="bulk-label-apply"
          >
            {t('account_labels.bulk_apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
