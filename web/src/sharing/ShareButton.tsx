import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectPolicy } from '@kizuna/proto/rules';
import { ShareDialog } from './ShareDialog';

interface Props {
  project: { project_id: string; project_name: string; my_role: string };
}

/** Share…, for the owner and admins only (ProjectPolicy 'own'); opens the Share dialog. */
export function ShareButton({ project }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!ProjectPolicy.roleCan(project.my_role, 'own')) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`share-${project.project_id}`}>
        {t('sharing.share')}
      </Button>
      <ShareDialog
        projectId={project.project_id}
        projectName={project.project_name}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
