import type { SeriesFlows } from '@kizuna/http-api';
import { tokyoDateStamp } from '@kizuna/proto/rules';
import { saveFile } from '../download/save-file';
import { flowsCsv } from './flows-csv';

/** Saves the series' flows as CSV made in the browser from the answer shown (series_flows_YYYYMMDD.csv, Tokyo day). */
export function downloadFlowsCsv(flows: SeriesFlows): void {
  const blob = new Blob([flowsCsv(flows)], { type: 'text/csv;charset=utf-8' });
  saveFile({ url: URL.createObjectURL(blob), fileName: `series_flows_${tokyoDateStamp(Date.now())}.csv` });
}
