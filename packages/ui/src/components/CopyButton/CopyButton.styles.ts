import styled from 'styled-components';

export const CopyButtonRoot = styled.span`
  display: inline-flex;
  position: relative;
`;
