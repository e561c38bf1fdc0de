import LabelIcon from '@mui/icons-material/Label';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_ACCOUNTS_MAX } from '@kizuna/proto/rules';
import { labelsApi } from '../api/labels-api';
import { useToast } from '../toasts/useToast';
import { LabelNoteFields } from './LabelNoteFields';
import { useLabelTeam } from './use-label-team';

interface Props {
  /** How many accounts the action labels (shown before they are loaded). */
  count: number;
  /** The accounts' names: a coordination group's members, a band's users, a search's finds. */
  load: () => Promise<readonly string[]>;
  testId: string;
  /** The button's text when it says whom it labels (a community by name); else "Label these accounts". */
  label?: string;
}

/**
 * Labels many accounts in one action (issue 48): a coordination group, a band of the k
 * comparison, or what a member search found. Shown to those who may change labels only.
 */
export function BulkLabelButton({ count, load, testId, label }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const teamFields = useLabelTeam();
  const { currentData: team } = labelsApi.useListLabelsQuery(teamFields);
  const [assign, assigning] = labelsApi.useAssignLabelMutation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  if (!team?.may_change || team.labels.length === 0 || count === 0) return null;
  // A label of the team shown now only (an admin may have chosen another team since).
  const labelId = team.labels.some((l) => l.label_id === chosen) ? chosen : '';
  const apply = async () => {
    setLoading(true);
    setDone(null);
    try {
      const accounts = (await load()).slice(0, LABEL_ACCOUNTS_MAX);
      // A refusal is shown as every call's is (a toast, spec §8); only a success is counted here.
      const answer = await assign({ label_id: labelId, accounts: [...accounts], note, ...teamFields });
      if ('data' in answer && answer.data) setDone(answer.data.data.changed);
    } catch (err) {
      // The accounts' pages failed: the API's refusal is already a toast; anything else is said here.
      if (!(err !== null && typeof err === 'object' && 'status' in err))
        toast('error', t('errors.internalservererror'));
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
        {label ?? t('account_labels.bulk_button')}
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
          <LabelNoteFields
            labels={team.labels}
            labelId={labelId}
            onLabelId={setChosen}
            note={note}
            onNote={setNote}
            testId="bulk-label"
            selectSx={{ mt: 1 }}
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
            disabled={labelId === '' || loading || assigning.isLoading}
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
