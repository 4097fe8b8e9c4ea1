import styled from 'styled-components';
import { bareList, cluster, stack, vars } from '@merchant/ui';

export const EntryList = styled.ol`
  ${bareList}
  ${stack(3)}
`;

/** Merchant entries are indented a little, so the two sides read as a conversation. */
export const EntryItem = styled.li<{ $author: 'Admin' | 'Merchant' }>`
  ${stack(2)}
  padding: ${vars.space[3]};
  margin-inline-start: ${({ $author }) => ($author === 'Merchant' ? vars.space[6] : '0')};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
`;

export const EntryHeader = styled.div`
  ${cluster(2)}
`;

export const EntryDate = styled.time`
  margin-inline-start: auto;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const EntryComment = styled.p`
  margin: 0;
  color: ${vars.color.text.primary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const ProofList = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  ${stack(1)}
`;
