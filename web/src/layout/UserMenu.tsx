import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/useAppDispatch';
import { useAppSelector } from '../app/useAppSelector';
import { authApi } from '../api/auth-api';
import { sessionSlice } from '../session/session-slice';

export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const email = useAppSelector((s) => s.session.user_email);
  const [endSession] = authApi.useLogoutMutation();
  const logout = async () => {
    // The server ends the session first, so the token is useless even if a copy survives.
    await endSession()
      .unwrap()
      .catch(() => undefined);
    dispatch(sessionSlice.actions.loggedOut());
    void navigate('/login');
  };
  return (
    <>
      <Typography variant="body2" sx={{ mx: 1 }} data-testid="user-email">
        {email}
      </Typography>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()} data-testid="logout-button">
        {t('menu.logout')}
      </Button>
    </>
  );
}
