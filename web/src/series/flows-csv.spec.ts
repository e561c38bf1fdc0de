import { describe, expect, it } from '@jest/globals';
import { seriesFlowsAnswer } from '../../test/series-answer';
import { flowsCsv } from './flows-csv';

describe('flowsCsv', () => {
  it('writes every flow with its runs, names and measures, UTF-8 BOM first and formula-safe cells', () => {
    const text = flowsCsv(seriesFlowsAnswer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'from_process_id,from_project,from_cluster_id,from_cluster_name,to_process_id,to_project,to_cluster_id,to_cluster_name,users,jaccard,share,successor,track',
    );
    expect(lines.slice(1, -1)).toHaveLength(4);
    expect(lines[1]).toBe('r-mar,March,1,Ramen,r-apr,April,1,Ramen,8,0.8889,0.8889,true,Ramen');
    // A name starting with "=" is text, not a formula, in a spreadsheet.
    expect(lines[4]).toBe("r-mar,March,3,'=Vote,r-apr,April,2,Ball and vote,9,0.4737,1.0000,true,'=Vote");
    expect(lines.at(-1)).toBe('');
  });
});
