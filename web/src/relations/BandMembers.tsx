import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RelationCommunity } from '@kizuna/http-api';
import { relationsApi } from '../api/relations-api';
import { saveFile } from '../download/save-file';
import { LABEL_ACCOUNTS_MAX } from '@kizuna/proto/rules';
import { AccountLabelChips } from '../labels/AccountLabelChips';
import { BulkLabelButton } from '../labels/BulkLabelButton';
import { loadAllPages } from '../labels/load-all-pages';
import { useRunLabels } from '../labels/use-run-labels';
import { TablePager } from '../table/TablePager';
import { usePagedSearch } from '../table/usePagedSearch';
import type { ComparisonBand } from './sankey-option';

interface Props {
  processId: string;
  otherProcessId: string;
  band: ComparisonBand;
  from: RelationCommunity | undefined;
  to: RelationCommunity | undefined;
}

/** The users of one band of a run comparison, paged on the server, most central first, downloadable as CSV. */
export function BandMembers({ processId, otherProcessId, band, from, to }: Props) {
  const { t } = useTranslation();
  const paging = usePagedSearch({ sortKey: 0, ascending: false });
  const ids = {
    process_id: processId,
    other_process_id: otherProcessId,
    cluster_id: band.from,
    other_cluster_id: band.to,
  };
  const { data, isFetching } = relationsApi.useGetComparisonMembersQuery({
    ...ids,
    page: paging.query.page,
    max_count: paging.query.max_count,
  });
  const [download, downloading] = relationsApi.useDownloadComparisonMembersMutation();
  const [pageOf] = relationsApi.useLazyGetComparisonMembersQuery();
  const labels = useRunLabels(processId);
  const everyUser = () =>
    loadAllPages(async (page, size) => {
      const answer = await pageOf({ ...ids, page, max_count: size }).unwrap();
      return { names: answer.nodes.map((m) => m.node_id), total: answer.total };
    }, LABEL_ACCOUNTS_MAX);
  const save = async () => {
    const answer = await download(ids);
    if (answer.data) saveFile(answer.data);
  };
  return (
    <Box data-testid="band-members" aria-busy={isFetching}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {t('relations.band_title', { from: from?.name, to: to?.name, count: band.users })}
        </Typography>
        <BulkLabelButton count={band.users} load={everyUser} testId="band-label" />
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => void save()}
          disabled={downloading.isLoading}
          data-testid="band-download"
        >
          {t('relations.download_users')}
        </Button>
      </Box>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('graph.col_user')}</TableCell>
            <TableCell align="right">{t('graph.degree')}</TableCell>
            <TableCell align="right">{t('graph.pagerank')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.nodes ?? []).map((m) => (
            <TableRow key={m.node_id} data-testid={`band-user-${m.node_id}`}>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {m.tweet_user_screen_name}
                <AccountLabelChips index={labels} account={m.node_id} />
              </TableCell>
              <TableCell align="right">{m.degree}</TableCell>
              <TableCell align="right">{m.pagerank.toPrecision(3)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager total={data?.total ?? 0} paging={paging} />
    </Box>
  );
}
