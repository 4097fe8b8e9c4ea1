import styled from 'styled-components';
import { ButtonRoot, type ButtonSize } from '../Button/Button.styles';

const edge: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

export const IconButtonRoot = styled(ButtonRoot)`
  flex-shrink: 0;
  width: ${({ $size }) => edge[$size]};
  height: ${({ $size }) => edge[$size]};
  padding: 0;
`;
