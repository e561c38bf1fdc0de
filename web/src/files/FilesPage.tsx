import { Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDataRequest, Project } from '@kizuna/http-api';
import { projectsApi } from '../api/projects-api';
import { TableToolbar } from '../table/TableToolbar';
import { usePagedSearch } from '../table/usePagedSearch';
import { useToast } from '../toasts/useToast';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { ProjectTable } from './ProjectTable';
import { POLL_INTERVAL_MS, shouldPoll } from './should-poll';

/** By id (list_data sort_key 0), descending, as the list has always opened. */
const DEFAULT_SORT = { sortKey: 0, ascending: false };

/** Spec §2 /files: the registered data list. */
export function FilesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const paging = usePagedSearch(DEFAULT_SORT);
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [deleteCsv, deleting] = projectsApi.useDeleteCsvMutation();

  // The gateway lists the caller's own projects (an admin's: all); the cache is dropped at sign-out.
  const args: ListDataRequest = paging.query;
  // Polls only while something is waiting or processing (spec §4); leaving the page unsubscribes.
  // The cached answer decides, read before the subscription that the interval belongs to.
  const { data: cached } = projectsApi.endpoints.listData.useQueryState(args);
  const polling = shouldPoll(cached?.DataResult ?? []);
  const {
    data: current,
    isFetching,
    refetch,
  } = projectsApi.useListDataQuery(args, { pollingInterval: polling ? POLL_INTERVAL_MS : 0 });

  const confirmDelete = async (project: Project) => {
    const answer = await deleteCsv({ project_id: project.project_id });
    setToDelete(null);
    if (answer.data) toast('success', t('files.deleted', { name: project.project_name }));
  };

  return (
    <Paper sx={{ p: 2 }}>
      <TableToolbar paging={paging} name="files" busy={isFetching} onRefresh={() => void refetch()}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('menu.files')}
        </Typography>
      </TableToolbar>
      <ProjectTable
        projects={current?.DataResult ?? []}
        total={current?.stats.count_total ?? 0}
        paging={paging}
        onDelete={setToDelete}
      />
      <DeleteProjectDialog
        project={toDelete}
        deleting={deleting.isLoading}
        onCancel={() => setToDelete(null)}
        onConfirm={(p) => void confirmDelete(p)}
      />
    </Paper>
  );
}
