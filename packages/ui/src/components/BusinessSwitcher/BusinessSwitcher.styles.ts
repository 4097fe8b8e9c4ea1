import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const SwitcherRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  min-width: 0;
  max-width: 100%;
`;

/** A long business name wraps rather than being cut: the merchant must see which one is open. */
export const ActiveName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  text-align: start;
  white-space: normal;
  overflow-wrap: anywhere;
`;

export const MerchantIdLine = styled.p`
  margin: 0;
  padding-inline: ${vars.space[4]};
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.text.secondary};
`;

export const MerchantIdValue = styled.span`
  font-family: ${vars.fontFamily.mono};
  color: ${vars.color.text.primary};
`;
