import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { SvgIconProps } from '@mui/material';
import type { MenuItemId } from './menu-items';

const ICONS = {
  upload: CloudUploadOutlined,
  files: FolderOpenOutlined,
  users: PeopleOutlined,
  logs: AssessmentOutlined,
} as const;

export function MenuIcon({ id, ...props }: { id: MenuItemId } & SvgIconProps) {
  const Icon = ICONS[id];
  return <Icon {...props} />;
}
