import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { GetProjectAnswer } from '@kizuna/http-api';
import { ProjectPolicy } from '@kizuna/proto/rules';
import { ShareButton } from './ShareButton';

interface Props {
  project: GetProjectAnswer | undefined;
  /** The re-run control, shown to those who may edit the project. */
  rerun: ReactNode;
}

/** The graph toolbar's project controls by the caller's role: re-run for editors, Share for the owner and admins. */
export function GraphRoleControls({ project, rerun }: Props) {
  if (!project) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {ProjectPolicy.roleCan(project.project.my_role, 'edit') && rerun}
      <ShareButton project={project.project} />
    </Box>
  );
}

/** Whether the graph page offers renaming and recolouring communities to the caller. */
export function canEditProject(project: GetProjectAnswer | undefined): boolean {
  return ProjectPolicy.roleCan(project?.project.my_role ?? null, 'edit');
}
