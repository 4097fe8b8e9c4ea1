import styled from 'styled-components';

export const ChartBox = styled.div`
  width: 100%;
  min-width: 0;
`;
