import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/api-types';
import { PROJECT_COLUMNS } from './project-columns';
import { ProjectRow } from './ProjectRow';

export const PAGE_SIZES = [25, 50, 100];

export interface TableView {
  page: number;
  pageSize: number;
  sortKey: number;
  ascending: boolean;
}

interface Props {
  projects: Project[];
  total: number;
  view: TableView;
  onView: (view: TableView) => void;
  onDelete: (project: Project) => void;
}

export function ProjectTable({ projects, total, view, onView, onDelete }: Props) {
  const { t } = useTranslation();
  const sortBy = (sortKey: number) =>
    onView({ ...view, page: 0, sortKey, ascending: view.sortKey === sortKey ? !view.ascending : true });
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
                      onClick={() => sortBy(col.sortKey as number)}
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
      <TablePagination
        component="div"
        count={total}
        page={view.page}
        rowsPerPage={view.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_e, page) => onView({ ...view, page })}
        onRowsPerPageChange={(e) => onView({ ...view, page: 0, pageSize: Number(e.target.value) })}
        labelRowsPerPage={t('table.rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayed_rows', { from, to, total: count })}
      />
    </>
  );
}
