import { useMemo } from 'react';
import { useAppSelector } from '../app/useAppSelector';
import { labelCompanyCode } from './label-company-code';

/** The fields every labels call adds: `{ company_code }` of the admin's chosen team, else none. */
export function useLabelTeam(): { company_code?: string } {
  const code = useAppSelector(labelCompanyCode);
  return useMemo(() => (code === undefined ? {} : { company_code: code }), [code]);
}
