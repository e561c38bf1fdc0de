import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { coordinationApi } from '../api/coordination-api';
import type { FailedCall } from '../api/error-text';
import { coordinationErrorText } from '../shared/coordination-error-text';
import { sharePercent } from '../shared/share-percent';
import { coordinationRows, REPORT_TOP_GROUPS } from './coordination-rows';

interface Props {
  processId: string;
  /** A community's name as the graph shows it (a renamed one by its new name). */
  communityName: (clusterId: number) => string;
}

const cell = { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * The report's coordinated accounts (issue 31) at the default settings: how many groups and
 * accounts, the top groups, the caveat, or that none was found.
 */
export function ReportCoordination({ processId, communityName }: Props) {
  const { t, i18n } = useTranslation();
  const { data, error } = coordinationApi.useGetCoordinationQuery({ process_id: processId });
  const rows = data ? coordinationRows(data, communityName) : [];
  return (
    <div data-testid="report-coordination" data-loaded={data || error ? 'true' : 'false'}>
      {error && (
        <Typography variant="body2" color="text.secondary">
          {coordinationErrorText(error as FailedCall, i18n)}
        </Typography>
      )}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('report.coordination_settings', {
              window: data.settings.window_seconds,
              postWindow: data.settings.post_window_seconds,
              repetitions: data.settings.min_repetitions,
              similarity: data.settings.similarity_percent,
              actions: data.actions.toLocaleString(),
            })}
          </Typography>
          {data.groups.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="report-coordination-none">
              {t('report.coordination_none')}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }} data-testid="report-coordination-summary">
                {t('report.coordination_summary', {
                  groups: data.groups.length,
                  accounts: data.accounts,
                  near: data.groups.reduce((sum, g) => sum + g.near_matches_total, 0),
                })}
              </Typography>
              <Box
                component="table"
                className="report-block"
                sx={{ fontSize: 13, borderCollapse: 'collapse', width: '100%', mt: 0.5 }}
              >
                <thead>
                  <tr>
                    <Box component="th" sx={cell}>
                      {t('report.coordination_group')}
                    </Box>
                    <Box component="th" sx={cell}>
                      {t('report.coordination_members')}
                    </Box>
                    <Box component="th" sx={{ ...cell, textAlign: 'right' }}>
                      {t('report.coordination_items')}
                    </Box>
                    <Box component="th" sx={{ ...cell, textAlign: 'right' }}>
                      {t('report.coordination_share')}
                    </Box>
                    <Box component="th" sx={cell}>
                      {t('coordination.communities')}
                    </Box>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.groupId} data-testid={`report-coordination-group-${row.groupId}`}>
                      <Box component="td" sx={cell}>
                        {row.groupId}
                      </Box>
                      <Box component="td" sx={{ ...cell, wordBreak: 'break-word' }}>
                        {row.members.join(', ')}
                        {row.moreMembers > 0 && `, +${row.moreMembers}`}
                      </Box>
                      <Box component="td" sx={{ ...cell, textAlign: 'right' }}>
                        {row.items}
                      </Box>
                      <Box component="td" sx={{ ...cell, textAlign: 'right' }}>
                        {sharePercent(row.share)}
                      </Box>
                      <Box component="td" sx={cell}>
                        {row.communities.join(t('relations.community_separator')) || '–'}
                      </Box>
                    </tr>
                  ))}
                </tbody>
              </Box>
              {data.groups.length > REPORT_TOP_GROUPS && (
                <Typography variant="body2" color="text.secondary">
                  {t('report.coordination_more', { count: data.groups.length - REPORT_TOP_GROUPS })}
                </Typography>
              )}
            </>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="report-coordination-caveat">
            {t('report.coordination_caveat')}
          </Typography>
        </>
      )}
    </div>
  );
}
