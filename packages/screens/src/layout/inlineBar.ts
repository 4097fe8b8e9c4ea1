import styled from 'styled-components';
import { Skeleton } from '@merchant/ui';

/**
 * A placeholder bar inside a line of text: the line keeps the text's height, so a skeleton drawn
 * with the real labels is as tall as what replaces it (no layout shift).
 */
export const InlineBar = styled(Skeleton)`
  display: inline-block;
  vertical-align: middle;
`;
