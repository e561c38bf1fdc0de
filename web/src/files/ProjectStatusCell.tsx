import { RunStatus } from '@kizuna/proto/rules';
import { Chip, TableCell, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Project } from '@kizuna/http-api';
import { failureLabelKey } from '../shared/failure-label-key';
import { statusName } from '../shared/project-status';
import { queuePosition } from './queue-position';
import { runSummary } from './run-summary';
import { StageTimesButton } from './StageTimesButton';
import { useAppSelector } from '../app/useAppSelector';

const CHIP_COLOR = { waiting: 'default', processing: 'info', done: 'success', failed: 'error' } as const;

export function ProjectStatusCell({ project }: { project: Project }) {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  const name = statusName(project.status);
  const running = project.ProcessResult?.find(
    (run) => run.status === RunStatus.PROCESSING && typeof run.percent === 'number',
  );
  const position = name === 'waiting' ? queuePosition(project) : null;
  const label =
    name === 'processing' && running
      ? `${t('status.processing')} ${running.percent}%`
      : position !== null
        ? t('files.queue_position', { status: t('status.waiting'), position })
        : t(`status.${name}`);
  const failure = name === 'failed' ? t(failureLabelKey(project.failure_code)) : null;
  // The spec's status stays on the chip; the runs say in words what it is made of.
  const summary = runSummary(project.ProcessResult ?? [])
    .map((part) => t(part.key, part.params))
    .join(t('files.runs_separator'));
  return (
    <TableCell
      data-testid={`status-${project.project_id}`}
      data-status={project.status}
      data-queue-position={position ?? undefined}
    >
      <Tooltip title={failure ?? ''}>
        <Chip size="small" color={CHIP_COLOR[name]} label={label} />
      </Tooltip>
      {isAdmin && <StageTimesButton project={project} />}
      <div style={{ fontSize: 12, marginTop: 4 }} data-testid={`runs-summary-${project.project_id}`}>
        {summary}
      </div>
    </TableCell>
  );
}
