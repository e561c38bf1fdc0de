import { Button, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Project } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';
import { projectActions } from './project-actions';
import type { ProjectRowActions } from './project-row-actions';
import { ProjectStatusCell } from './ProjectStatusCell';
import { RunList } from './RunList';

interface Props {
  project: Project;
  actions: ProjectRowActions;
}

export function ProjectRow({ project, actions }: Props) {
  const { t } = useTranslation();
  const runs = project.ProcessResult ?? [];
  const { firstDone, canDelete, notStarted } = projectActions(runs);
  const id = project.project_id;
  return (
    <TableRow hover data-testid={`project-row-${id}`}>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{id}</TableCell>
      <TableCell>{project.project_name}</TableCell>
      <TableCell>{project.user_name}</TableCell>
      <ProjectStatusCell project={project} />
      <TableCell data-testid={`runs-${id}`}>
        <RunList project={project} actions={actions} />
      </TableCell>
      <TableCell>{formatTokyo(Date.parse(project.created_at))}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {notStarted.length > 0 && (
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
        <Button
          size="small"
          color="error"
          disabled={!canDelete || actions.busy(id)}
          onClick={() => actions.onDelete(project)}
          data-testid={`delete-${id}`}
        >
          {t('files.delete')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
