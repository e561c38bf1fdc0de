import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../app/useAppSelector';
import { LogsScreen } from './LogsScreen';

/** /graph_logs: admins only (spec §6); anyone else goes home, as the server refuses them too. */
export function LogsPage() {
  const isAdmin = useAppSelector((s) => s.session.is_admin);
  return isAdmin ? <LogsScreen /> : <Navigate to="/" replace />;
}
