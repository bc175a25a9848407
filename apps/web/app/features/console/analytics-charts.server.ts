import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ActivityAnalytics } from '@roadshow/contracts/console';
import { CHART_HEIGHT, CHART_WIDTH } from './chart-size.ts';

// Server only (.server.ts): ECharts renders the analytics charts to SVG strings in the loader, so
// the page arrives with its charts drawn at a fixed size (no layout shift) and ships no chart code.
echarts.use([BarChart, LineChart, GridComponent, SVGRenderer]);

const BLUE = '#2588ef';
const TEXT = '#5f6670';

function render(option: echarts.EChartsCoreOption): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: CHART_WIDTH, height: CHART_HEIGHT });
  try {
    chart.setOption({ animation: false, textStyle: { color: TEXT, fontSize: 12 }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const grid = { left: 48, right: 16, top: 24, bottom: 40 };
const valueAxis = { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: '#eef0f3' } } };

/** Sign-ups per China day, as a line with dots (every day the activity had sign-ups). */
export function signUpsByDayChart(byDay: ActivityAnalytics['signUpsByDay']): string {
  return render({
    grid,
    xAxis: { type: 'category', data: byDay.map((row) => row.day.slice(5)), axisLabel: { hideOverlap: true } },
    yAxis: valueAxis,
    series: [
      {
        type: 'line',
        data: byDay.map((row) => row.count),
        itemStyle: { color: BLUE },
        symbolSize: 6,
        label: { show: byDay.length <= 14, position: 'top' },
      },
    ],
  });
}

/** Sign-ups per state (labels in the page's language), as bars. */
export function signUpsByStateChart(rows: { label: string; count: number; color: string }[]): string {
  return render({
    grid,
    // Every state named, even when two labels are long (five bars leave room for each).
    xAxis: {
      type: 'category',
      data: rows.map((row) => row.label),
      axisLabel: { interval: 0, width: 96, overflow: 'break' },
    },
    yAxis: valueAxis,
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        data: rows.map((row) => ({ value: row.count, itemStyle: { color: row.color } })),
        label: { show: true, position: 'top' },
      },
    ],
  });
}

/** Questions asked and answered in the live room, as two bars. */
export function questionsChart(rows: { label: string; count: number }[]): string {
  return render({
    grid,
    xAxis: { type: 'category', data: rows.map((row) => row.label) },
    yAxis: valueAxis,
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        data: rows.map((row, index) => ({ value: row.count, itemStyle: { color: index === 0 ? BLUE : '#1f9d55' } })),
        label: { show: true, position: 'top' },
      },
    ],
  });
}
