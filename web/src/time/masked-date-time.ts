import { TOKYO_OFFSET_MS } from '@kizuna/proto/rules';

/** The spec's masked date-time pattern: year-month-day hour:minute. */
export const DATE_TIME_MASK = 'YYYY-MM-DD HH:mm';

/** Which digits may stand at the n-th digit position (0-based over YYYYMMDDHHmm), given those before. */
function allowed(position: number, digits: string, d: number): boolean {
  const prev = Number(digits[position - 1]);
  switch (position) {
    case 4: // month, first digit: 0 or 1 (spec §5)
      return d <= 1;
    case 5: // month, second: up to 2 after a 1, and 01–09 after a 0
      return prev === 1 ? d <= 2 : d >= 1;
    case 6: // day, first digit: up to 3 (spec §5)
      return d <= 3;
    case 7: // day, second: 01–09, 10–29, 30–31
      return prev === 0 ? d >= 1 : prev === 3 ? d <= 1 : true;
    case 8: // hour, first digit: 0–2
      return d <= 2;
    case 9: // hour, second: up to 3 after a 2
      return prev === 2 ? d <= 3 : true;
    case 10: // minute, first digit: 0–5
      return d <= 5;
    default:
      return true;
  }
}

/**
 * What the masked field shows after the user typed `raw`: its digits placed into
 * YYYY-MM-DD HH:mm with the separators filled in, and any digit the spec's rules do not allow
 * at its place dropped (as a mask refuses the key). At most 12 digits.
 */
export function maskDateTime(raw: string): string {
  let digits = '';
  for (const ch of raw) {
    if (ch < '0' || ch > '9' || digits.length === 12) continue;
    if (allowed(digits.length, digits, Number(ch))) digits += ch;
  }
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8, 10), digits.slice(10, 12)];
  let out = parts[0];
  if (digits.length > 4) out += `-${parts[1]}`;
  if (digits.length > 6) out += `-${parts[2]}`;
  if (digits.length > 8) out += ` ${parts[3]}`;
  if (digits.length > 10) out += `:${parts[4]}`;
  return out;
}

/**
 * The instant a complete masked value names, read in Asia/Tokyo, as epoch milliseconds; null
 * while incomplete or when the date does not exist (2026-02-30).
 */
export function parseMaskedDateTime(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return utc - TOKYO_OFFSET_MS;
}

/** Epoch milliseconds → the masked form, in Asia/Tokyo (the inverse of parseMaskedDateTime). */
export function formatMaskedDateTime(epochMs: number): string {
  const d = new Date(epochMs + TOKYO_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
