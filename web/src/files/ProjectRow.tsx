import { Button, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Project } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';
import { projectActions } from './project-actions';
import { ProjectStatusCell } from './ProjectStatusCell';

interface Props {
  project: Project;
  onDelete: (project: Project) => void;
}

export function ProjectRow({ project, onDelete }: Props) {
  const { t } = useTranslation();
  const { canViewResult, canDelete } = projectActions(project.status);
  const firstRun = project.ProcessResult?.[0]?.process_id;
  const id = project.project_id;
  return (
    <TableRow hover data-testid={`project-row-${id}`}>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{id}</TableCell>
      <TableCell>{project.project_name}</TableCell>
      <TableCell>{project.user_name}</TableCell>
      <ProjectStatusCell project={project} />
      <TableCell>{(project.ProcessResult ?? []).map((run) => run.total_cluster).join(', ')}</TableCell>
      <TableCell>{formatTokyo(Date.parse(project.created_at))}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" component={RouterLink} to={`/files/review/${id}`} data-testid={`detail-${id}`}>
          {t('files.detail')}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!canViewResult || !firstRun}
          component={RouterLink}
          to={`/files/graph/${id}/${firstRun ?? ''}`}
          data-testid={`result-${id}`}
        >
          {t('files.result')}
        </Button>
        <Button
          size="small"
          disabled={!canViewResult || !firstRun}
          component={RouterLink}
          to={`/files/report/${id}/${firstRun ?? ''}`}
          data-testid={`report-${id}`}
        >
          {t('report.open')}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={!canDelete}
          onClick={() => onDelete(project)}
          data-testid={`delete-${id}`}
        >
          {t('files.delete')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
