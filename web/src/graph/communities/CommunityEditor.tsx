import { CommunityColorDialog } from './CommunityColorDialog';
import { CommunityMenu } from './CommunityMenu';
import { CommunityNameDialog } from '../../shared/CommunityNameDialog';
import type { CommunityEditingControls } from './use-community-editing';

interface Props {
  editing: CommunityEditingControls;
  /** The menu's "select community". */
  onSelect: (clusterId: number) => void;
  /** A viewer of a shared project: the menu only selects. */
  readOnly?: boolean;
}

/** A community's right-click menu and the rename or recolor dialog it opens. */
export function CommunityEditor({ editing, onSelect, readOnly = false }: Props) {
  const { menu, dispatch, edited, saving, error, save } = editing;
  const open = editing.editing;
  return (
    <>
      <CommunityMenu
        at={menu?.at ?? null}
        onClose={() => dispatch({ type: 'closeMenu' })}
        onEditName={
          readOnly ? undefined : () => menu && dispatch({ type: 'edit', kind: 'name', clusterId: menu.clusterId })
        }
        onEditColor={
          readOnly ? undefined : () => menu && dispatch({ type: 'edit', kind: 'color', clusterId: menu.clusterId })
        }
        onSelect={() => menu && onSelect(menu.clusterId)}
      />
      {!readOnly && open?.kind === 'name' && edited && (
        <CommunityNameDialog
          name={edited.label}
          saving={saving}
          error={error}
          onPreview={(name) => dispatch({ type: 'previewName', name })}
          onSave={(name) => void save({ cluster_name: name })}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
      {!readOnly && open?.kind === 'color' && edited && (
        <CommunityColorDialog
          color={edited.color}
          saving={saving}
          error={error}
          onPreview={(color) => dispatch({ type: 'preview', color })}
          onSave={(color) => void save({ cluster_color: color })}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
    </>
  );
}
