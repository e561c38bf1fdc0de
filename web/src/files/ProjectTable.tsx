import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/api-types';
import { TablePager } from '../table/TablePager';
import { sortedBy, type TableView } from '../table/table-view';
import { PROJECT_COLUMNS } from './project-columns';
import { ProjectRow } from './ProjectRow';

interface Props {
  projects: Project[];
  total: number;
  view: TableView;
  onView: (view: TableView) => void;
  onDelete: (project: Project) => void;
}

export function ProjectTable({ projects, total, view, onView, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid="project-table">
          <TableHead>
            <TableRow>
              {PROJECT_COLUMNS.map((col) => (
                <TableCell key={col.labelKey}>
                  {col.sortKey === null ? (
                    t(col.labelKey)
                  ) : (
                    <TableSortLabel
                      active={view.sortKey === col.sortKey}
                      direction={view.sortKey === col.sortKey && !view.ascending ? 'desc' : 'asc'}
                      onClick={() => onView(sortedBy(view, col.sortKey as number))}
                    >
                      {t(col.labelKey)}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {projects.map((p) => (
              <ProjectRow key={p.project_id} project={p} onDelete={onDelete} />
            ))}
            {projects.length === 0 && (
              <TableRow>
                <TableCell colSpan={PROJECT_COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('files.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={total} view={view} onView={onView} />
    </>
  );
}
