import { Box, Button, TableCell, TableRow } from '@mui/material';
import { ProjectPolicy } from '@kizuna/proto/rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Project } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';
import { projectActions } from './project-actions';
import type { ProjectRowActions } from './project-row-actions';
import { ProjectStatusCell } from './ProjectStatusCell';
import { RunList } from './RunList';
import { ShareButton } from '../sharing/ShareButton';
import { ROLE_KEYS } from '../sharing/sharing-keys';

interface Props {
  project: Project;
  actions: ProjectRowActions;
}

export function ProjectRow({ project, actions }: Props) {
  const { t } = useTranslation();
  const runs = project.ProcessResult ?? [];
  const { firstDone, canDelete, notStarted } = projectActions(runs);
  const id = project.project_id;
  // What the caller's role allows (ProjectPolicy): a viewer changes nothing, an editor does not delete.
  const canEdit = ProjectPolicy.roleCan(project.my_role, 'edit');
  const canOwn = ProjectPolicy.roleCan(project.my_role, 'own');
  const sharedWithMe = project.my_role === 'viewer' || project.my_role === 'editor';
  return (
    <TableRow hover data-testid={`project-row-${id}`}>
      {/* The id may break anywhere, so that it leaves the other columns their words whole. */}
      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', minWidth: 120 }}>{id}</TableCell>
      <TableCell>{project.project_name}</TableCell>
      <TableCell>
        {project.user_name}
        {sharedWithMe && (
          <Box sx={{ fontSize: 12, color: 'text.secondary' }} data-testid={`shared-by-${id}`}>
            {t('sharing.shared_by', { name: project.user_name || project.user_email })} ·{' '}
            {t(ROLE_KEYS[project.my_role])}
          </Box>
        )}
      </TableCell>
      <ProjectStatusCell project={project} />
      <TableCell data-testid={`runs-${id}`}>
        <RunList project={project} actions={actions} />
      </TableCell>
      <TableCell>{formatTokyo(Date.parse(project.created_at))}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {canEdit && notStarted.length > 0 && (
          <Button
            size="small"
            variant="contained"
            color="secondary"
            loading={actions.busy(id)}
            onClick={() => actions.onStart(project, notStarted)}
            data-testid={`start-${id}`}
          >
            {t('files.start')}
          </Button>
        )}
        <Button size="small" component={RouterLink} to={`/files/review/${id}`} data-testid={`detail-${id}`}>
          {t('files.detail')}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!firstDone}
          component={RouterLink}
          to={`/files/graph/${id}/${firstDone ?? ''}`}
          data-testid={`result-${id}`}
        >
          {t('files.result')}
        </Button>
        <Button
          size="small"
          disabled={!firstDone}
          component={RouterLink}
          to={`/files/report/${id}/${firstDone ?? ''}`}
          data-testid={`report-${id}`}
        >
          {t('report.open')}
        </Button>
        <ShareButton project={project} />
        {canOwn && (
          <Button
            size="small"
            color="error"
            disabled={!canDelete || actions.busy(id)}
            onClick={() => actions.onDelete(project)}
            data-testid={`delete-${id}`}
          >
            {t('files.delete')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
