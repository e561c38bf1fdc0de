import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportLabelsAnswer } from '@kizuna/http-api';
import { LABEL_COLORS, LABEL_IMPORT_MAX_BYTES, LABEL_NAME_MAX } from '@kizuna/proto/rules';
import { labelsApi } from '../api/labels-api';
import { useAppSelector } from '../app/useAppSelector';
import { saveFile } from '../download/save-file';
import { bytesToBase64 } from './bytes-to-base64';
import { ColorSwatches } from './ColorSwatches';
import { LabelImportReport } from './LabelImportReport';
import { LabelRow } from './LabelRow';
import { LabelTeamChooser } from './LabelTeamChooser';
import { labelTeamName } from './label-team-name';
import type { RunLabelIndex } from './run-label-index';
import { useLabelTeam } from './use-label-team';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The run's labelled accounts, for the count beside each label. */
  index: RunLabelIndex;
}

/**
 * The team's labels (issue 48): make, rename, recolour and delete them (label editors, a right an
 * admin grants on /users), import a CSV of account,label to seed them and export them; the rest
 * of the team sees the list only, with a note saying who grants the right. An
 * admin first chooses the team (LabelTeamChooser), which every labels call then names.
 */
export function LabelsDialog({ open, onClose, index }: Props) {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  const teamFields = useLabelTeam();
  // The labels of the team chosen now only; the list of teams may be the previous answer's meanwhile.
  // Asked once the dialog is first opened, and kept: a closing dialog still shows what it showed.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { data: last, currentData: data } = labelsApi.useListLabelsQuery(teamFields, { skip: !opened });
  const [create, creating] = labelsApi.useCreateLabelMutation();
  const [importLabels, importing] = labelsApi.useImportLabelsMutation();
  const [exportLabels, exporting] = labelsApi.useExportLabelsMutation();
  const colors = data?.colors ?? LABEL_COLORS;
  const [name, setName] = useState('');
  const [color, setColor] = useState(LABEL_COLORS[0]);
  const [report, setReport] = useState<ImportLabelsAnswer['data'] | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const mayChange = data?.may_change ?? false;
  const teamCode = teamFields.company_code ?? data?.team ?? null;
  const teamName = teamCode === null ? '' : labelTeamName(teamCode, t('account_labels.no_team'));

  const add = async () => {
    const answer = await create({ name, color, ...teamFields });
    if ('data' in answer) setName('');
  };
  const importFile = async (file: File | undefined) => {
    setReport(null);
    setTooLarge(false);
    if (!file) return;
    if (file.size > LABEL_IMPORT_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    const answer = await importLabels({
      csv: bytesToBase64(new Uint8Array(await file.arrayBuffer())),
      ...teamFields,
    });
    if ('data' in answer && answer.data) setReport(answer.data.data);
  };
  const exportAll = async () => {
    const answer = await exportLabels(teamFields);
    if (answer.data) saveFile(answer.data);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="labels-dialog">
      <DialogTitle>
        {teamCode === null ? t('account_labels.title') : t('account_labels.dialog_title', { team: teamName })}
      </DialogTitle>
      <DialogContent dividers>
        {isAdmin && teamCode !== null && (
          <LabelTeamChooser team={teamCode} teams={last?.teams ?? []} chosen={teamFields.company_code !== undefined} />
        )}
        {/* Once the answer says whether the caller may change labels: no read-only note meanwhile. */}
        {data && (
          <Typography
            variant="body2"
            color="text.secondary"
            gutterBottom
            data-testid={mayChange ? 'labels-intro' : 'labels-read-only-note'}
          >
            {t(mayChange ? 'account_labels.intro_editor' : 'account_labels.intro_viewer')}
          </Typography>
        )}
        {data?.labels.length === 0 && (
          <Typography variant="body2" data-testid="labels-empty">
            {t('account_labels.empty')}
          </Typography>
        )}
        {data?.labels.map((l) => (
          <LabelRow
            key={`${l.label_id}-${l.updated_at}`}
            label={l}
            colors={colors}
            mayChange={mayChange}
            count={index.counts.get(l.label_id) ?? 0}
            teamName={teamName}
          />
        ))}
        {mayChange && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2">{t('account_labels.new_label')}</Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
              <TextField
                size="small"
                label={t('account_labels.name')}
                value={name}
                onChange={(e) => setName(e.target.value.slice(0, LABEL_NAME_MAX + 10))}
                // The limit shown as the user types (issue 58), in code points like the rule.
                helperText={t('account_labels.name_count', { count: [...name].length, max: LABEL_NAME_MAX })}
                error={[...name].length > LABEL_NAME_MAX}
                slotProps={{
                  htmlInput: { 'data-testid': 'label-name-input' },
                  formHelperText: { 'data-testid': 'label-name-count' } as object,
                }}
              />
              <ColorSwatches colors={colors} value={color} onChange={setColor} />
              <Button
                variant="contained"
                size="small"
                disabled={name.trim() === '' || creating.isLoading}
                onClick={() => void add()}
                data-testid="label-create"
              >
                {t('account_labels.create')}
              </Button>
            </Box>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2">{t('account_labels.import_title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('account_labels.import_help')}
            </Typography>
            <input
              ref={fileRef}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="label-import-file"
              onChange={(e) => {
                void importFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button
              size="small"
              sx={{ mt: 1 }}
              disabled={importing.isLoading}
              onClick={() => fileRef.current?.click()}
              data-testid="label-import"
            >
              {t('account_labels.import')}
            </Button>
            {tooLarge && (
              <Typography color="error" variant="body2">
                {t('errors.label_file_too_large', { max: LABEL_IMPORT_MAX_BYTES })}
              </Typography>
            )}
            {report && <LabelImportReport report={report} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void exportAll()} disabled={exporting.isLoading} data-testid="label-export">
          {t('account_labels.export')}
        </Button>
        <Button onClick={onClose}>{t('account_labels.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
