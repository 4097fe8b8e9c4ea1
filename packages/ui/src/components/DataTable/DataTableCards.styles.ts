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

/**
 * A card's label–value pairs, each a plain `<div>` holding a `<dt>` and a `<dd>`: a label and its
 * value on one line when both fit, else the value goes under the label. The pairs are styled from
 * here, not each by a component of its own: a page of cards holds about 80 of them, and each
 * styled component's render costs more than the element it draws.
 */
export const CardFields = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0 ${vars.space[3]};
    min-width: 0;
  }
  & > div > dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.fontSize.sm};
  }
  & > div > dd {
    min-width: 0;
    margin: 0 0 0 auto;
    text-align: end;
    white-space: nowrap;
  }
  & > div > dd[data-kind='date'] {
    white-space: pre;
  }
  /* A phone is narrower than a long reference: it wraps, whole, rather than being cut. */
  & > div > dd:is([data-kind='text'], [data-kind='reference']) {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  /* The first field (the amount) leads the card. */
  & > div:first-child > dd {
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** The loading, error or empty message in place of the cards. */
