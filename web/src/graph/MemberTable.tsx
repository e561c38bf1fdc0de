import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CommunityMember } from '@kizuna/http-api';
import { ClickableRow } from '../table/ClickableRow';
import { formatCount } from './format-count';

interface Props {
  members: CommunityMember[];
  hasFollowers: boolean;
  onSelect: (nodeId: string) => void;
}

export function MemberTable({ members, hasFollowers, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="member-table" sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('graph.col_user')}</TableCell>
          <TableCell align="right">{t('graph.col_retweeted')}</TableCell>
          <TableCell align="right">{t('graph.col_retweets')}</TableCell>
          {hasFollowers && <TableCell align="right">{t('graph.col_followers')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map((m) => (
          <ClickableRow
            key={m.node_id}
            label={t('graph.show_member', { name: m.tweet_user_screen_name })}
            onActivate={() => onSelect(m.node_id)}
            testId={`member-row-${m.node_id}`}
          >
            <TableCell>{m.tweet_user_screen_name}</TableCell>
            <TableCell align="right">{m.get_retweeted}</TableCell>
            <TableCell align="right">{m.count_retweet}</TableCell>
            {hasFollowers && <TableCell align="right">{formatCount(m.count_followers)}</TableCell>}
          </ClickableRow>
        ))}
      </TableBody>
    </Table>
  );
}
