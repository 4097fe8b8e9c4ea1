import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { bareList } from '../../layout';

export const CardList = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  ${bareList}
`;

/** One row as a card: its selection checkbox, its fields, its menu. */
export const CardItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  font-variant-numeric: tabular-nums;
  &[data-selected='true'] {
    background: ${vars.color.bg.muted};
  }
`;

export const CardFields = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
`;

/** A label and its value on one line when both fit, else the value goes under the label. */
export const CardField = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0 ${vars.space[3]};
  min-width: 0;
  & > dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.fontSize.sm};
  }
  & > dd {
    min-width: 0;
    margin: 0 0 0 auto;
    text-align: end;
    white-space: nowrap;
  }
  & > dd[data-kind='date'] {
    white-space: pre;
  }
  /* A phone is narrower than a long reference: it wraps, whole, rather than being cut. */
  & > dd:is([data-kind='text'], [data-kind='reference']) {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  /* The first field (the amount) leads the card. */
  &:first-child > dd {
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** The loading, error or empty message in place of the cards. */
