import type { TFunction } from 'i18next';

/**
 * The estimate in words (issue 58): hours and minutes each in their plural form ("1 hour
 * 5 minutes"), a zero part left out ("2 hours", "5 minutes"), and under a minute said so rather
 * than "0 hours 0 minutes".
 */
export function durationText(eta: { hours: number; minutes: number }, t: TFunction): string {
  if (eta.hours === 0 && eta.minutes === 0) return t('upload.duration_under_minute');
  const hours = t('upload.duration_hours', { count: eta.hours });
  const minutes = t('upload.duration_minutes', { count: eta.minutes });
  if (eta.minutes === 0) return hours;
  if (eta.hours === 0) return minutes;
  return t('upload.duration', { hours, minutes });
}
