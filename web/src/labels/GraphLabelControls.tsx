import LabelIcon from '@mui/icons-material/Label';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../shared/LabelledSwitch';
import { LabelChip } from './LabelChip';
import { LabelledAccountsList } from './LabelledAccountsList';
import { LabelsDialog } from './LabelsDialog';
import { LabelTeamName } from './LabelTeamName';
import type { RunLabelIndex } from './run-label-index';

interface Props {
  index: RunLabelIndex;
  rings: boolean;
  onRings: (on: boolean) => void;
  /** The label whose accounts stay coloured while the rest greys; null for none. */
  highlight: string | null;
  onHighlight: (labelId: string | null) => void;
  onLocate: (account: string) => void;
}

/**
 * The graph page's labels (issue 48): the team's labels dialog (and, for an admin, whose team's
 * labels these are), rings on labelled users with their legend, "highlight accounts labelled …"
 * (greys the rest, as the community focus does) and the locator's list of labelled accounts, all
 * of them or by label.
 */
export function GraphLabelControls({ index, rings, onRings, highlight, onHighlight, onLocate }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState(false);
  // A highlighted label no longer among the run's (deleted, or an admin chose another team) highlights nothing.
  useEffect(() => {
    if (highlight !== null && !index.labels.some((l) => l.label_id === highlight)) onHighlight(null);
  }, [highlight, index, onHighlight]);
  return (
    <Box data-testid="graph-labels" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Button size="small" startIcon={<LabelIcon />} onClick={() => setOpen(true)} data-testid="labels-open">
          {t('account_labels.button')}
        </Button>
        <LabelTeamName />
        <LabelledSwitch checked={rings} onChange={onRings} label={t('account_labels.rings')} testId="label-rings" />
        <LabelledSwitch
          checked={listed}
          onChange={setListed}
          label={t('account_labels.only_labelled')}
          testId="only-labelled"
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={t('account_labels.highlight')}
          value={highlight ?? ''}
          onChange={(e) => onHighlight(e.target.value === '' ? null : e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'label-highlight' } }}
        >
          <MenuItem value="">{t('account_labels.highlight_none')}</MenuItem>
          {index.labels.map((l) => (
            <MenuItem key={l.label_id} value={l.label_id} data-testid="label-highlight-option">
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {rings && index.labels.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="label-legend">
          {index.labels.map((l) => (
            <LabelChip key={l.label_id} name={l.name} color={l.color} count={index.counts.get(l.label_id) ?? 0} />
          ))}
        </Box>
      )}
      {listed && <LabelledAccountsList index={index} labelId={highlight} onLocate={onLocate} />}
      <LabelsDialog open={open} onClose={() => setOpen(false)} index={index} />
    </Box>
  );
}
