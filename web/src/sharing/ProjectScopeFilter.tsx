import { MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usersApi } from '../api/users-api';
import { useAppSelector } from '../app/useAppSelector';
import { SCOPE_KEYS } from './sharing-keys';

export type ProjectScope = 'all' | 'mine' | 'shared';

const SCOPES: ProjectScope[] = ['mine', 'shared', 'all'];

interface Props {
  scope: ProjectScope;
  onScope: (scope: ProjectScope) => void;
  /** An admin's filter by owner (list_data login_user_id); '' for any. */
  ownerId: string;
  onOwner: (ownerId: string) => void;
}

/** /files: mine, shared with me or all; admins also pick one owner. */
export function ProjectScopeFilter({ scope, onScope, ownerId, onOwner }: Props) {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  const { data: users } = usersApi.useListUsersQuery(
    { tab: 'users', search: '', max_count: 100, page: 0, sort_key: 1, is_ascending: true },
    { skip: !isAdmin },
  );
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_e, value: ProjectScope | null) => value && onScope(value)}
        aria-label={t('sharing.filter')}
      >
        {SCOPES.map((s) => (
          <ToggleButton key={s} value={s} data-testid={`files-scope-${s}`}>
            {t(SCOPE_KEYS[s])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isAdmin && (
        <TextField
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={t('sharing.owner')}
          value={ownerId}
          onChange={(e) => onOwner(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'files-owner' } }}
        >
          <MenuItem value="">{t('sharing.owner_any')}</MenuItem>
          {(users?.UsersResult ?? []).map((u) => (
            <MenuItem key={u.login_user_id} value={u.login_user_id}>
              {u.user_name} ({u.user_email})
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
