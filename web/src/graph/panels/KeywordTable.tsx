import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KeywordCount } from '@kizuna/http-api';
import { ClickableRow } from '../../table/ClickableRow';

interface Props {
  keywords: KeywordCount[];
  /** The keyword marked in the posts, if any; choosing it again unmarks it. */
  highlighted: string | null;
  onHighlight: (keyword: string | null) => void;
}

export function KeywordTable({ keywords, highlighted, onHighlight }: Props) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="keyword-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('graph.col_keyword')}</TableCell>
          <TableCell align="right">{t('graph.col_count')}</TableCell>
          <TableCell align="right">{t('graph.col_score')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keywords.map((k) => (
          <ClickableRow
            key={k.keyword}
            label={t('graph.highlight_keyword', { keyword: k.keyword })}
            onActivate={() => onHighlight(highlighted === k.keyword ? null : k.keyword)}
            testId={`keyword-row-${k.keyword}`}
          >
            <TableCell sx={{ fontWeight: highlighted === k.keyword ? 700 : undefined }}>{k.keyword}</TableCell>
            <TableCell align="right">{k.count}</TableCell>
            <TableCell align="right">{k.score === undefined ? '–' : k.score.toPrecision(3)}</TableCell>
          </ClickableRow>
        ))}
      </TableBody>
    </Table>
  );
}
