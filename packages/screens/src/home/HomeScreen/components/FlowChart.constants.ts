/** Height of the chart and of its placeholder, in pixels. Outside FlowChart.tsx so the placeholder does not pull recharts in. */
export const FLOW_CHART_HEIGHT = 300;
