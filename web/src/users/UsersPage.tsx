import { Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { UserTab } from '../api/users-api';
import { useAppSelector } from '../app/useAppSelector';
import { UserTabPanel } from './UserTabPanel';
import { USER_TABS } from './user-tabs';

/** Spec §2 /users: applicants, users and deleted users, for admins. */
export function UsersPage() {
  const { t } = useTranslation();
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  const [tab, setTab] = useState<UserTab>('applicants');
  if (!isAdmin) return <Navigate to="/" replace />;
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('menu.users')}
      </Typography>
      <Tabs value={tab} onChange={(_e, value: UserTab) => setTab(value)} sx={{ mb: 2 }}>
        {USER_TABS.map(({ id, labelKey }) => (
          <Tab key={id} value={id} label={t(labelKey)} data-testid={`users-tab-${id}`} />
        ))}
      </Tabs>
      {/* Keyed: each tab keeps its own search, paging and sort from a fresh start. */}
      <UserTabPanel key={tab} tab={tab} />
    </Paper>
  );
}
