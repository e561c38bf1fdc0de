import { ProjectPolicy, RunStatus } from '@kizuna/proto/rules';
import { Box, Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Project } from '@kizuna/http-api';
import type { ProjectRowActions } from './project-row-actions';
import { runFailureText } from '../shared/run-failure-text';
import { statusName } from '../shared/project-status';

interface Props {
  project: Project;
  actions: ProjectRowActions;
}

/** Each run of a project on its own line: k and state; a done run opens its graph, a failed one says why and offers Retry and Remove run. */
export function RunList({ project, actions }: Props) {
  const { t, i18n } = useTranslation();
  const id = project.project_id;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {project.ProcessResult.map((run) => {
        const k = t('files.run_k', { k: run.total_cluster });
        const failed = run.status === RunStatus.ERROR;
        return (
          <Box
            key={run.process_id}
            data-testid={`run-${run.process_id}`}
            data-status={run.status}
            // "k = 2 · done" on one line (issue 58: a word never broken at 1366 px); a failure's text wraps.
            sx={{ fontSize: 13, whiteSpace: 'nowrap' }}
          >
            {run.status === RunStatus.DONE ? (
              <Link
                component={RouterLink}
                to={`/files/graph/${id}/${run.process_id}`}
                data-testid={`run-graph-${run.process_id}`}
              >
                {k}
              </Link>
            ) : (
              k
            )}
            {' · '}
            {run.started ? t(`status.${statusName(run.status)}`) : t('files.run_not_started')}
            {failed && (
              <Box
                sx={{ color: 'error.main', fontSize: 12, whiteSpace: 'normal' }}
                data-testid={`run-failure-${run.process_id}`}
              >
                {runFailureText(run, i18n)}
                <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, ml: 1 }}>
                  {ProjectPolicy.roleCan(project.my_role, 'edit') && (
                    <Button
                      size="small"
                      variant="outlined"
                      loading={actions.busy(run.process_id)}
                      onClick={() => actions.onRetryRun(run)}
                      data-testid={`run-retry-${run.process_id}`}
                    >
                      {t('files.run_retry')}
                    </Button>
                  )}
                  {ProjectPolicy.roleCan(project.my_role, 'own') && (
                    <Button
                      size="small"
                      color="error"
                      disabled={project.ProcessResult.length < 2 || actions.busy(run.process_id)}
                      title={project.ProcessResult.length < 2 ? t('errors.last_run') : undefined}
                      onClick={() => actions.onRemoveRun(project, run)}
                      data-testid={`run-remove-${run.process_id}`}
                    >
                      {t('files.run_remove')}
                    </Button>
                  )}
                </Box>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
