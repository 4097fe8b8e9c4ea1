import { Skeleton, VisuallyHidden } from '@merchant/ui';
import { FLOW_CHART_HEIGHT } from './FlowChart.constants';

/** Placeholder of the chart's size while its data or its code loads, so the page does not jump. */
export function ChartSkeleton() {
  return (
    <div role="status">
      <Skeleton shape="block" height={FLOW_CHART_HEIGHT} />
      <VisuallyHidden>Loading chart</VisuallyHidden>
    </div>
  );
}
