import { HeatmapChart, SankeyChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// SVG, not canvas: the report prints these charts, and vector shapes and text print sharp.
echarts.use([SankeyChart, HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

interface Props {
  option: object;
  height: number;
  testId: string;
  onEvents?: Record<string, (params: never) => void>;
}

/** An echarts chart of the relation views (Sankey of runs compared, heatmap of who amplifies whom). */
export function RelationChart({ option, height, testId, onEvents }: Props) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
        onEvents={onEvents}
      />
    </div>
  );
}
