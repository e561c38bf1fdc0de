import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { labelsApi } from '../api/labels-api';
import { useAppSelector } from '../app/useAppSelector';
import { labelTeamName } from './label-team-name';
import { useLabelTeam } from './use-label-team';

/**
 * Whose labels are shown, for an admin (who may have chosen another team in the labels dialog):
 * beside the graph's labels and on the report, so no one labels a team unknowingly. Others see
 * only their own team's labels and nothing here.
 */
export function LabelTeamName() {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  const teamFields = useLabelTeam();
  const { currentData } = labelsApi.useListLabelsQuery(teamFields, { skip: !isAdmin });
  const code = teamFields.company_code ?? currentData?.team;
  if (!isAdmin || code === undefined) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={teamFields.company_code === undefined ? 'default' : 'warning'}
      label={t('account_labels.team_current', { team: labelTeamName(code, t('account_labels.no_team')) })}
      data-testid="labels-team"
      data-team={code}
    />
  );
}
