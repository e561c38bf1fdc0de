import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { relationsApi } from '../api/relations-api';
import { errorText, type FailedCall } from '../api/error-text';
import { ReachChips } from '../shared/ReachChips';
import { sharePercent } from '../shared/share-percent';
import { AccountLabelChips } from '../labels/AccountLabelChips';
import { useRunLabels } from '../labels/use-run-labels';

/** Per community, the users whose interactions reach most into other communities, with those communities. */
export function BridgesPanel({ processId }: { processId: string }) {
  const { t, i18n } = useTranslation();
  const { data, error } = relationsApi.useGetBridgesQuery({ process_id: processId, cluster_id: 0 });
  const labels = useRunLabels(processId);
  if (error) return <Alert severity="error">{errorText(error as FailedCall, i18n)}</Alert>;
  if (!data) return null;
  const byId = new Map(data.communities.map((c) => [c.cluster_id, c]));
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('relations.bridges_hint')}
      </Typography>
      {data.communities.map((c) => (
        <Box key={c.cluster_id} sx={{ mb: 2 }} data-testid={`bridges-${c.cluster_id}`}>
          <Typography variant="subtitle1" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: c.color }} />
            {c.name}
          </Typography>
          {c.bridges.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('relations.no_bridges')}
            </Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('graph.col_user')}</TableCell>
                  <TableCell align="right">{t('relations.volume')}</TableCell>
                  <TableCell align="right">{t('relations.outside_share')}</TableCell>
                  <TableCell>{t('relations.reaches')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.bridges.map((b) => (
                  <TableRow key={b.node_id} data-testid={`bridge-${b.node_id}`}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      {b.label}
                      <AccountLabelChips index={labels} account={b.node_id} />
                    </TableCell>
                    <TableCell align="right">{b.volume.toLocaleString()}</TableCell>
                    <TableCell align="right">{sharePercent(b.outside_share)}</TableCell>
                    <TableCell>
                      <ReachChips reaches={b.reaches} communities={byId} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      ))}
    </Box>
  );
}
