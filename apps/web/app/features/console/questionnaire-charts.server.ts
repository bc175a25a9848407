import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { QuestionResult } from '@roadshow/contracts/questionnaire';

echarts.use([BarChart, GridComponent, SVGRenderer]);

const WIDTH = 560;
const ROW = 34;

/** A label for the chart's axis: short, and free of anything that could leave an SVG text node. */
function axisLabel(text: string) {
  const clean = text.replace(/[<>"'&]/g, ' ').trim();
  return [...clean].length > 14 ? `${[...clean].slice(0, 13).join('')}…` : clean;
}

/**
 * The bar chart of one choice question as an SVG string, drawn on the server (echarts' SSR mode):
 * the page ships no chart code and its size is fixed before it paints, so nothing shifts. The
 * numbers are also in the table beside it, which is what screen readers read.
 */
export function renderResultChart(result: QuestionResult): { svg: string; width: number; height: number } | null {
  if (result.type === 'text' || result.options.length === 0) return null;
  const height = 24 + ROW * result.options.length;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height });
  // Top to bottom in the options' order.
  const options = [...result.options].reverse();
  chart.setOption({
    animation: false,
    grid: { left: 8, right: 80, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: '#e5e8ef' } } },
    yAxis: {
      type: 'category',
      data: options.map((option) => axisLabel(option.text)),
      axisTick: { show: false },
      axisLabel: { color: '#4e5969' },
    },
    series: [
      {
        type: 'bar',
        data: options.map((option) => option.count),
        barMaxWidth: 20,
        itemStyle: { color: '#1368c4', borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          color: '#1f2329',
          formatter: (params: { dataIndex: number }) => {
            const option = options[params.dataIndex]!;
            return `${option.count} (${option.percent}%)`;
          },
        },
      },
    ],
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return { svg, width: WIDTH, height };
}
