import { Table, TableBody, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Project } from '@kizuna/http-api';
import { SortableHeadCell } from '../table/SortableHeadCell';
import { TablePager } from '../table/TablePager';
import type { PagedSearch } from '../table/usePagedSearch';
import { PROJECT_COLUMNS } from './project-columns';
import type { ProjectRowActions } from './project-row-actions';
import { ProjectRow } from './ProjectRow';
import { EmptyTableRow } from '../table/EmptyTableRow';

interface Props {
  projects: Project[];
  total: number;
  paging: PagedSearch;
  actions: ProjectRowActions;
}

export function ProjectTable({ projects, total, paging, actions }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TableContainer>
        <Table size="small" data-testid="project-table">
          <TableHead>
            <TableRow>
              {PROJECT_COLUMNS.map((col) => (
                // A heading never breaks inside a word ("ステータ/ス", issue 58).
                <SortableHeadCell
                  key={col.labelKey}
                  label={t(col.labelKey)}
                  sortKey={col.sortKey}
                  paging={paging}
                  sx={{ whiteSpace: 'nowrap' }}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {projects.map((p) => (
              <ProjectRow key={p.project_id} project={p} actions={actions} />
            ))}
            {projects.length === 0 && <EmptyTableRow columns={PROJECT_COLUMNS.length} message={t('files.empty')} />}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={total} paging={paging} />
    </>
  );
}
