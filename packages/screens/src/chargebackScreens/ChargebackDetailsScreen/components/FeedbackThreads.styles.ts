import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const EntryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/** Merchant entries are indented a little, so the two sides read as a conversation. */
export const EntryItem = styled.li<{ $author: 'Admin' | 'Merchant' }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  margin-inline-start: ${({ $author }) => ($author === 'Merchant' ? vars.space[6] : '0')};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
`;

export const EntryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
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
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;
