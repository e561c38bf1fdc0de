import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MEMBER_SORT_KEYS } from '@kizuna/proto/rules';
import { resultsApi } from '../../api/results-api';
import { ClickableRow } from '../../table/ClickableRow';
import { SortableHeadCell } from '../../table/SortableHeadCell';
import { TablePager } from '../../table/TablePager';
import { EmptyTableRow } from '../../table/EmptyTableRow';
import { TableToolbar } from '../../table/TableToolbar';
import { usePagedSearch } from '../../table/usePagedSearch';
import { LABEL_ACCOUNTS_MAX } from '@kizuna/proto/rules';
import { AccountLabelChips } from '../../labels/AccountLabelChips';
import { BulkLabelButton } from '../../labels/BulkLabelButton';
import { loadAllPages } from '../../labels/load-all-pages';
import { useLabelTeam } from '../../labels/use-label-team';
import { useRunLabels } from '../../labels/use-run-labels';
import { MemberLabelFilter, type MemberLabelChoice } from '../../labels/MemberLabelFilter';
import { useState } from 'react';
import { formatCount } from '../../shared/format-count';

interface Props {
  processId: string;
  clusterId: number;
  hasFollowers: boolean;
  /** Only members active in this window (panels following the time filter). */
  window: { start: number; end: number } | null;
  onSelect: (nodeId: string) => void;
}

const key = (name: (typeof MEMBER_SORT_KEYS)[number]) => MEMBER_SORT_KEYS.indexOf(name);
const percent = (v: number | undefined) => (v === undefined ? '–' : `${v}%`);

/** A community's members, paged, sorted and searched on the server (a community may have 17k members). */
export function MemberTable({ processId, clusterId, hasFollowers, window, onSelect }: Props) {
  const { t } = useTranslation();
  const paging = usePagedSearch({ sortKey: key('pagerank'), ascending: false });
  const labels = useRunLabels(processId);
  const team = useLabelTeam();
  const [chosen, setChosen] = useState<MemberLabelChoice>('all');
  // A label deleted meanwhile (or every label) leaves no choice in the filter to go back from.
  const labelChoice: MemberLabelChoice =
    labels.labels.length === 0 ||
    (typeof chosen === 'object' && !labels.labels.some((l) => l.label_id === chosen.labelId))
      ? 'all'
      : chosen;
  const chooseLabel = (choice: MemberLabelChoice) => {
    setChosen(choice);
    paging.setPage(0);
  };
  // The filter is the server's: the same rows, sort, paging, search and window, of labelled members only.
  const asked = {
    process_id: processId,
    cluster_id: clusterId,
    sort_key: MEMBER_SORT_KEYS[paging.query.sort_key] ?? 'pagerank',
    is_ascending: paging.query.is_ascending,
    search: paging.query.search,
    date_start: window?.start ?? 0,
    date_end: window?.end ?? 0,
    only_labelled: labelChoice !== 'all',
    label_id: typeof labelChoice === 'object' ? labelChoice.labelId : undefined,
    // The labels are the team the labels show (an admin's chosen one).
    ...team,
  };
  const { data, isFetching } = resultsApi.useGetClusterMembersQuery({
    ...asked,
    page: paging.query.page,
    max_count: paging.query.max_count,
  });
  const [pageOf] = resultsApi.useLazyGetClusterMembersQuery();
  // What the search found, every page of it: the accounts a bulk label is given.
  const found = () =>
    loadAllPages(async (page, size) => {
      const answer = await pageOf({ ...asked, page, max_count: size }).unwrap();
      return { names: answer.nodes.map((m) => m.node_id), total: answer.total };
    }, LABEL_ACCOUNTS_MAX);
  const head = (label: string, name: (typeof MEMBER_SORT_KEYS)[number]) => (
    <SortableHeadCell
      label={label}
      sortKey={key(name)}
      paging={paging}
      sx={{ textAlign: 'right' }}
      testId={`sort-${name}`}
    />
  );
  return (
    <>
      <TableToolbar paging={paging} name="members" busy={isFetching}>
        <MemberLabelFilter index={labels} value={labelChoice} onChange={chooseLabel} />
        {paging.query.search ? (
          <BulkLabelButton count={data?.total ?? 0} load={found} testId="members-label" />
        ) : (
          <span />
        )}
      </TableToolbar>
      {/* Scrolled sideways in a narrow panel: a heading broken after every character (Japanese
          breaks anywhere) is unreadable. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          data-testid="member-table"
          sx={{ '& td, & th': { px: 0.5, fontSize: 12 }, '& th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <SortableHeadCell label={t('graph.col_user')} sortKey={key('tweet_user_screen_name')} paging={paging} />
              {head(t('graph.col_retweeted'), 'get_retweeted')}
              {head(t('graph.col_retweets'), 'count_retweet')}
              {hasFollowers && head(t('graph.col_followers'), 'count_followers')}
              {head(t('graph.degree'), 'degree')}
              {head(t('graph.pagerank'), 'pagerank')}
              {head('community_1', 'community_1')}
              {head('community_2', 'community_2')}
              {head('community_3', 'community_3')}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.nodes ?? []).map((m) => (
              <ClickableRow
                key={m.node_id}
                label={t('graph.show_member', { name: m.tweet_user_screen_name })}
                onActivate={() => onSelect(m.node_id)}
                testId={`member-row-${m.node_id}`}
              >
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  {m.tweet_user_screen_name}
                  <AccountLabelChips index={labels} account={m.node_id} />
                </TableCell>
                <TableCell align="right">{m.get_retweeted}</TableCell>
                <TableCell align="right">{m.count_retweet}</TableCell>
                {hasFollowers && <TableCell align="right">{formatCount(m.count_followers)}</TableCell>}
                <TableCell align="right">{m.degree}</TableCell>
                <TableCell align="right">{m.pagerank.toPrecision(3)}</TableCell>
                <TableCell align="right">{percent(m.community_1)}</TableCell>
                <TableCell align="right">{percent(m.community_2)}</TableCell>
                <TableCell align="right">{percent(m.community_3)}</TableCell>
              </ClickableRow>
            ))}
            {labelChoice !== 'all' && data?.total === 0 && (
              <EmptyTableRow columns={hasFollowers ? 9 : 8} message={t('account_labels.no_labelled_members')} />
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePager total={data?.total ?? 0} paging={paging} />
    </>
  );
}
