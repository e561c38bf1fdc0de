import type { TFunction } from 'i18next';
import type { Project } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';

/**
 * An upload as a confirmation names it: its name, when and by whom it was uploaded, so that two
 * uploads of the same name (a monthly query) are told apart.
 */
export function uploadIdentity(project: Project, t: TFunction): string {
  return t('files.upload_identity', {
    name: project.project_name,
    date: formatTokyo(Date.parse(project.created_at)).slice(0, 16),
    owner: project.user_name,
  });
}
