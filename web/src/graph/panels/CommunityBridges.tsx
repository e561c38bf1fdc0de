import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText, type FailedCall } from '../../api/error-text';
import { relationsApi } from '../../api/relations-api';
import { ReachChips } from '../../shared/ReachChips';
import { sharePercent } from '../../shared/share-percent';
import { AccountLabelChips } from '../../labels/AccountLabelChips';
import { useRunLabels } from '../../labels/use-run-labels';

interface Props {
  processId: string;
  clusterId: number;
  onSelect: (nodeId: string) => void;
}

/** A community's bridges beside its members: who reaches most into other communities, and where. */
export function CommunityBridges({ processId, clusterId, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  // Every community's (a small answer, shared with the bridges toggle): the names of those reached come with it.
  const { data, error } = relationsApi.useGetBridgesQuery({ process_id: processId, cluster_id: 0 });
  const labels = useRunLabels(processId);
  if (error) return <Alert severity="warning">{errorText(error as FailedCall, i18n)}</Alert>;
  if (!data) return null;
  const community = data.communities.find((c) => c.cluster_id === clusterId);
  const byId = new Map(data.communities.map((c) => [c.cluster_id, c]));
  if (!community || community.bridges.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="community-bridges-none">
        {t('relations.no_bridges')}
      </Typography>
    );
  return (
    <Table size="small" data-testid="community-bridges">
      <TableHead>
        <TableRow>
          <TableCell>{t('graph.col_user')}</TableCell>
          <TableCell align="right">{t('relations.outside_share')}</TableCell>
          <TableCell>{t('relations.reaches')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {community.bridges.map((b) => (
          <TableRow key={b.node_id} hover sx={{ cursor: 'pointer' }} onClick={() => onSelect(b.node_id)}>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {b.label}
              <AccountLabelChips index={labels} account={b.node_id} />
            </TableCell>
            <TableCell align="right">{sharePercent(b.outside_share)}</TableCell>
            <TableCell>
              <ReachChips reaches={b.reaches} communities={byId} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
