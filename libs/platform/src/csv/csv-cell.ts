// The rule lives in proto's rules (the web writes CSV in the browser alike); re-exported for the CSV writers.
export { CSV_BOM, csvCell, csvLine } from '@kizuna/proto/rules';
