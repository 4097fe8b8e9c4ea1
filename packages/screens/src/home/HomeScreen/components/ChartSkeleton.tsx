import type { Ref } from 'react';
import { Skeleton, VisuallyHidden } from '@merchant/ui';
import { FLOW_CHART_HEIGHT } from './FlowChart.constants';

/** Placeholder of the chart's size while its data or its code loads, so the page does not jump. */
export function ChartSkeleton({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div role="status" ref={ref}>
      <Skeleton shape="block" height={FLOW_CHART_HEIGHT} />
      <VisuallyHidden>Loading chart</VisuallyHidden>
    </div>
  );
}
