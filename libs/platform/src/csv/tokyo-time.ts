// The rules live in proto's rules (the web formats and names files alike); re-exported for the CSV writers.
export { formatTokyo, tokyoDateStamp } from '@kizuna/proto/rules';
