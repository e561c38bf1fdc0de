import { Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Where the right click was, in page coordinates; null when closed. */
  at: { left: number; top: number } | null;
  onClose: () => void;
  /** Absent for a viewer of a shared project: renaming and recolouring are not theirs. */
  onEditName?: () => void;
  onEditColor?: () => void;
  onSelect: () => void;
}

/** Spec §2: right-clicking a community offers 'edit name' and 'select community' (and its color). */
export function CommunityMenu({ at, onClose, onEditName, onEditColor, onSelect }: Props) {
  const { t } = useTranslation();
  const pick = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      open={at !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={at ?? undefined}
      data-testid="community-menu"
    >
      {onEditName && (
        <MenuItem onClick={pick(onEditName)} data-testid="menu-edit-name">
          {t('graph.edit_name')}
        </MenuItem>
      )}
      {onEditColor && (
        <MenuItem onClick={pick(onEditColor)} data-testid="menu-edit-color">
          {t('graph.edit_color')}
        </MenuItem>
      )}
      <MenuItem onClick={pick(onSelect)} data-testid="menu-select">
        {t('graph.select_community')}
      </MenuItem>
    </Menu>
  );
}
