import { Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDataRequest, Project, Run } from '@kizuna/http-api';
import { projectsApi } from '../api/projects-api';
import { TableToolbar } from '../table/TableToolbar';
import { usePagedSearch } from '../table/usePagedSearch';
import { useToast } from '../toasts/useToast';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import type { ProjectRowActions } from './project-row-actions';
import { ProjectTable } from './ProjectTable';
import { RemoveRunDialog } from './RemoveRunDialog';
import { POLL_INTERVAL_MS, shouldPoll } from './should-poll';
import { type ProjectScope, ProjectScopeFilter } from '../sharing/ProjectScopeFilter';
import { SeriesList } from '../series/SeriesList';

/** By id (list_data sort_key 0), descending, as the list has always opened. */
const DEFAULT_SORT = { sortKey: 0, ascending: false };

/** Spec §2 /files: the registered data list, and the user's saved series (communities over time). */
export function FilesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const paging = usePagedSearch(DEFAULT_SORT);
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [runToRemove, setRunToRemove] = useState<{ project: Project; run: Run } | null>(null);
  // Project and run ids with a call under way, so a second click waits for the first.
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [deleteCsv, deleting] = projectsApi.useDeleteCsvMutation();
  const [analyzeStart] = projectsApi.useAnalyzeStartMutation();
  const [retryRun] = projectsApi.useRetryRunMutation();
  const [deleteRun, removing] = projectsApi.useDeleteRunMutation();

  const [scope, setScope] = useState<ProjectScope>('all');
  const [ownerId, setOwnerId] = useState('');
  // The gateway lists the caller's own projects and those shared with them (an admin's all: every
  // project), as the filter narrows it; the cache is dropped at sign-out.
  const args: ListDataRequest = { ...paging.query, scope, login_user_id: ownerId };
  // Polls only while a run is queued or analysed; leaving the page unsubscribes. The cached answer
  // decides, read before the subscription that the interval belongs to.
  const { data: cached } = projectsApi.endpoints.listData.useQueryState(args);
  const polling = shouldPoll(cached?.DataResult ?? []);
  const {
    data: current,
    isFetching,
    refetch,
  } = projectsApi.useListDataQuery(args, { pollingInterval: polling ? POLL_INTERVAL_MS : 0 });

  /** Runs one call for an id at a time; a failed call's message is shown by the API layer. */
  const whilePending = async (id: string, call: () => Promise<unknown>) => {
    if (pending.has(id)) return;
    setPending((ids) => new Set(ids).add(id));
    try {
      await call();
    } finally {
      setPending((ids) => {
        const left = new Set(ids);
        left.delete(id);
        return left;
      });
    }
  };

  const confirmDelete = async (project: Project) => {
    const answer = await deleteCsv({ project_id: project.project_id });
    setToDelete(null);
    if (answer.data) toast('success', t('files.deleted', { name: project.project_name }));
  };

  const confirmRemoveRun = async (run: Run) => {
    const answer = await deleteRun({ process_id: run.process_id });
    setRunToRemove(null);
    if (answer.data) toast('success', t('files.run_removed', { k: run.total_cluster }));
  };

  const actions: ProjectRowActions = {
    onDelete: setToDelete,
    onStart: (project, processIds) =>
      void whilePending(project.project_id, async () => {
        const answer = await analyzeStart({ list_process_id: processIds.join(',') });
        if (!answer.error) toast('success', t('files.started', { name: project.project_name }));
      }),
    onRetryRun: (run) =>
      void whilePending(run.process_id, async () => {
        const answer = await retryRun({ process_id: run.process_id });
        if (answer.data) toast('success', t('files.run_retried', { k: run.total_cluster }));
      }),
    onRemoveRun: (project, run) => setRunToRemove({ project, run }),
    busy: (id) => pending.has(id),
  };

  return (
    <>
      <Paper sx={{ p: 2 }}>
        <TableToolbar paging={paging} name="files" busy={isFetching} onRefresh={() => void refetch()}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {t('menu.files')}
          </Typography>
          <ProjectScopeFilter
            scope={scope}
            onScope={(next) => {
              setScope(next);
              paging.setPage(0);
            }}
            ownerId={ownerId}
            onOwner={(next) => {
              setOwnerId(next);
              paging.setPage(0);
            }}
          />
        </TableToolbar>
        <ProjectTable
          projects={current?.DataResult ?? []}
          total={current?.stats.count_total ?? 0}
          paging={paging}
          actions={actions}
        />
        <DeleteProjectDialog
          project={toDelete}
          deleting={deleting.isLoading}
          onCancel={() => setToDelete(null)}
          onConfirm={(p) => void confirmDelete(p)}
        />
        <RemoveRunDialog
          target={runToRemove}
          removing={removing.isLoading}
          onCancel={() => setRunToRemove(null)}
          onConfirm={(run) => void confirmRemoveRun(run)}
        />
      </Paper>
      <SeriesList />
    </>
  );
}
