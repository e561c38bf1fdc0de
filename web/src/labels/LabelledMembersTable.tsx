import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ClickableRow } from '../table/ClickableRow';
import { AccountLabelChips } from './AccountLabelChips';
import type { RunLabelIndex } from './run-label-index';

interface Props {
  index: RunLabelIndex;
  accounts: readonly string[];
  onSelect: (nodeId: string) => void;
}

/** The member list filtered by label: the community's labelled accounts with their labels, each selectable. */
export function LabelledMembersTable({ index, accounts, onSelect }: Props) {
  const { t } = useTranslation();
  if (accounts.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="labelled-members-none" sx={{ p: 1 }}>
        {t('account_labels.no_labelled_members')}
      </Typography>
    );
  return (
    <Table size="small" data-testid="labelled-members" sx={{ '& td, & th': { px: 0.5, fontSize: 12 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('graph.col_user')}</TableCell>
          <TableCell>{t('account_labels.title')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {accounts.map((account) => (
          <ClickableRow
            key={account}
            label={t('graph.show_member', { name: account })}
            onActivate={() => onSelect(account)}
            testId={`labelled-member-${account}`}
          >
            <TableCell sx={{ wordBreak: 'break-all' }}>{account}</TableCell>
            <TableCell>
              <AccountLabelChips index={index} account={account} />
            </TableCell>
          </ClickableRow>
        ))}
      </TableBody>
    </Table>
  );
}
