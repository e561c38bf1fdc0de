import { Box, List, ListItemButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LabelChip } from './LabelChip';
import type { RunLabelIndex } from './run-label-index';

interface Props {
  index: RunLabelIndex;
  /** Only the accounts with this label; null for every labelled account. */
  labelId: string | null;
  onLocate: (account: string) => void;
}

/** How many labelled accounts the list shows at once (the rest: choose a label). */
const SHOWN = 200;

/** The locator's "only labelled" list (issue 48): the run's labelled accounts, by label, each locatable. */
export function LabelledAccountsList({ index, labelId, onLocate }: Props) {
  const { t } = useTranslation();
  const accounts = [...index.byAccount].filter(([, labels]) => !labelId || labels.some((l) => l.label_id === labelId));
  return (
    <Box data-testid="labelled-accounts">
      <Typography variant="body2" color="text.secondary">
        {t('account_labels.labelled_in_run', { count: accounts.length })}
      </Typography>
      <List dense sx={{ maxHeight: 220, overflow: 'auto' }}>
        {accounts.slice(0, SHOWN).map(([account, labels]) => (
          <ListItemButton
            key={account}
            onClick={() => onLocate(account)}
            data-testid="labelled-account"
            data-account={account}
            sx={{ gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ minWidth: 100 }}>
              {account}
            </Typography>
            {labels.map((l) => (
              <LabelChip key={l.label_id} name={l.name} color={l.color} by={l} />
            ))}
          </ListItemButton>
        ))}
      </List>
      {accounts.length > SHOWN && (
        <Typography variant="body2" color="text.secondary">
          {t('account_labels.more_labelled', { count: accounts.length - SHOWN })}
        </Typography>
      )}
    </Box>
  );
}
