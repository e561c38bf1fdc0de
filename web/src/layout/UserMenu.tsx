import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/useAppDispatch';
import { useAppSelector } from '../app/useAppSelector';
import { authApi } from '../api/auth-api';
import { sessionSlice } from '../session/session-slice';

/** The account's own pages (spec §2): reached from the signed-in address, for every user. */
const ACCOUNT_PAGES = [
  { id: 'set-password', to: '/set_password', labelKey: 'menu.set_password' },
  { id: 'system-status', to: '/mysql', labelKey: 'menu.system_status' },
] as const;

export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const email = useAppSelector((s) => s.session.user_email);
  const [endSession] = authApi.useLogoutMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = async () => {
    // The server ends the session first, so the token is useless even if a copy survives.
    await endSession()
      .unwrap()
      .catch(() => undefined);
    dispatch(sessionSlice.actions.loggedOut());
    void navigate('/login');
  };
  const open = (to: string) => {
    setAnchor(null);
    void navigate(to);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        sx={{ textTransform: 'none' }}
        data-testid="user-menu"
      >
        <Typography variant="body2" component="span" data-testid="user-email">
          {email}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACCOUNT_PAGES.map((page) => (
          <MenuItem key={page.id} onClick={() => open(page.to)} data-testid={`user-menu-${page.id}`}>
            {t(page.labelKey)}
          </MenuItem>
        ))}
      </Menu>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()} data-testid="logout-button">
        {t('menu.logout')}
      </Button>
    </>
  );
}
