import { memo } from 'react';
import { money, vars, VisuallyHidden } from '@merchant/ui';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipValueType,
} from 'recharts';
import type { FlowChartPoint } from '../../types';
import { FLOW_CHART_HEIGHT } from './FlowChart.constants';
import { ChartBox } from './FlowChart.styles';

export interface FlowChartProps {
  /** The points to draw, oldest first. */
  data: readonly FlowChartPoint[];
  /** ISO code the amounts are in. */
  currency: string;
  /** Accessible name of the chart and caption of its data table. */
  label: string;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const axisTick = { fill: vars.color.text.secondary, fontSize: 12 };

/**
 * Total inflow and outflow as two areas. It is its own module so the home screen can load it
 * lazily and keep recharts out of the route's first bundle. The drawing is hidden from assistive
 * technology, which reads the same numbers from a table instead. The areas do not animate: the
 * draw-in re-rendered the chart some twenty times on a phone's main thread right after load.
 * Memoised: the home re-renders as each card's data arrives, and the chart's points do not change.
 */
export const FlowChart = memo(function FlowChart({ data, currency, label }: FlowChartProps) {
  const formatTooltip = (value: TooltipValueType | undefined) =>
    typeof value === 'number' ? money(value, currency) : String(value ?? '');
  return (
    <>
      <ChartBox aria-hidden="true" style={{ height: FLOW_CHART_HEIGHT }}>
        <AreaChart
          responsive
          data={[...data]}
          style={{ width: '100%', height: FLOW_CHART_HEIGHT }}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={vars.color.chart.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
          <YAxis
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            width={56}
            tickFormatter={(value: number) => compact.format(value)}
          />
          <Tooltip formatter={formatTooltip} />
          <Legend />
          <Area
            type="monotone"
            dataKey="inflow"
            name="Inflow"
            stroke={vars.color.chart.inflow}
            fill={vars.color.chart.inflow}
            fillOpacity={0.15}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="outflow"
            name="Outflow"
            stroke={vars.color.chart.outflow}
            fill={vars.color.chart.outflow}
            fillOpacity={0.15}
            strokeWidth={2}
            strokeDasharray="6 3"
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartBox>
      <VisuallyHidden as="div">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Inflow</th>
              <th scope="col">Outflow</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{money(point.inflow, currency)}</td>
                <td>{money(point.outflow, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
});
