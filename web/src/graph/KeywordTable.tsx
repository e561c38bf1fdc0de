import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KeywordCount } from '@kizuna/http-api';

export function KeywordTable({ keywords }: { keywords: KeywordCount[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="keyword-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('graph.col_keyword')}</TableCell>
          <TableCell align="right">{t('graph.col_count')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keywords.map((k) => (
          <TableRow key={k.keyword}>
            <TableCell>{k.keyword}</TableCell>
            <TableCell align="right">{k.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
