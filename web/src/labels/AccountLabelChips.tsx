import { Box } from '@mui/material';
import { LabelChip } from './LabelChip';
import type { RunLabelIndex } from './run-label-index';

/** An account's labels in a list row (members, coordination groups, bands, bridges); nothing when unlabelled. */
export function AccountLabelChips({ index, account }: { index: RunLabelIndex; account: string }) {
  const labels = index.byAccount.get(account);
  if (!labels) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, ml: 0.5 }} data-testid="row-labels">
      {labels.map((l) => (
        <LabelChip key={l.label_id} name={l.name} color={l.color} by={l} />
      ))}
    </Box>
  );
}
