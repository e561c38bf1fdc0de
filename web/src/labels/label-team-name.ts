/** A team as the SPA names it: its company code, or the translated "no company code" for '' (accounts without one). */
export function labelTeamName(code: string, noTeamName: string): string {
  return code === '' ? noTeamName : code;
}
