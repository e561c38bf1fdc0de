import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/api-types';
import { projectsApi } from '../api/projects-api';
import { useAppSelector } from '../app/useAppSelector';
import { useToast } from '../toasts/useToast';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import { SearchField } from '../table/SearchField';
import type { TableView } from '../table/table-view';
import { ProjectTable } from './ProjectTable';
import { POLL_INTERVAL_MS, shouldPoll } from './should-poll';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec §2 /files: the registered data list. */
export function FilesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const userId = useAppSelector((s) => s.session.userid) ?? '';
  const [search, setSearch] = useState('');
  const [view, setView] = useState<TableView>({ page: 0, pageSize: 25, sortKey: 0, ascending: false });
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [polling, setPolling] = useState(false);
  const [deleteCsv, deleting] = projectsApi.useDeleteCsvMutation();
  const settledSearch = useDebouncedValue(search.trim(), 300);

  const args = {
    search: settledSearch,
    max_count: view.pageSize,
    page: view.page,
    sort_key: view.sortKey,
    is_ascending: view.ascending,
    is_deleted: 0,
    login_user_id: userId,
  };
  // Polls only while something is waiting or processing (spec §4); leaving the page unsubscribes.
  const {
    data: current,
    isFetching,
    refetch,
  } = projectsApi.useListDataQuery(args, { pollingInterval: polling ? POLL_INTERVAL_MS : 0 });
  const projects = current?.DataResult ?? [];
  useEffect(() => setPolling(shouldPoll(current?.DataResult ?? [])), [current]);

  const confirmDelete = async (project: Project) => {
    const answer = await deleteCsv({ project_id: project.project_id });
    setToDelete(null);
    if (answer.data) toast('success', t('files.deleted', { name: project.project_name }));
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('menu.files')}
        </Typography>
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            setView((v) => ({ ...v, page: 0 }));
          }}
          testId="files-search"
        />
        <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} data-testid="files-refresh">
          {t('common.refresh')}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      <ProjectTable
        projects={projects}
        total={current?.stats.count_total ?? 0}
        view={view}
        onView={setView}
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
