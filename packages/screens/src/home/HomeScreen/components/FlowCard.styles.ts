import { vars } from '@merchant/ui';
import styled from 'styled-components';
import { FLOW_CHART_HEIGHT } from './FlowChart.constants';

export const FlowCardControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** Where the chart would be, the same height, so asking for it moves nothing below. */
export const ChartOnRequest = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${vars.space[3]};
  min-height: ${FLOW_CHART_HEIGHT}px;
  color: ${vars.color.text.secondary};
  text-align: center;
  & p {
    margin: 0;
  }
`;
