import { css } from 'styled-components';
import { vars } from '../tokens/vars';

/** A step of the spacing scale: `stack(4)` is `gap: var(--md-space-4)`. */
export type SpaceStep = keyof typeof vars.space;

/** Children one under the other, `gap` apart: a page, a form, a section. */
export const stack = (gap: SpaceStep) => css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[gap]};
`;

/** Children on one line, centred on it, wrapping on phones: a heading with its badges. */
export const cluster = (gap: SpaceStep) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[gap]};
`;

/** A title and its actions on one line, pushed to both ends, wrapping on phones. */
export const spread = (gap: SpaceStep) => css`
  ${cluster(gap)}
  justify-content: space-between;
`;

/** A form's or dialog's buttons, at its end, wrapping on phones. */
export const endActions = (gap: SpaceStep) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[gap]};
`;

/** As many columns of at least `min` as fit, one under the other on phones. */
export const autoGrid = (min: string, gap: SpaceStep) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${min}, 1fr));
  gap: ${vars.space[gap]};
`;

/** Text kept to one line, cut with an ellipsis where its box ends: a name in a narrow row. */
export const oneLine = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A list without bullets, margin or indent, for lists laid out as rows or cards. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
