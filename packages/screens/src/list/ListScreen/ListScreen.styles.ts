import styled from 'styled-components';
import { cluster, stack, vars } from '@merchant/ui';

export const ListRoot = styled.div`
  ${stack(4)}
  min-width: 0;
`;

/** Notes under the header: the currency, the export and refresh progress. */
export const ListNote = styled.p`
  ${cluster(2)}
  min-height: 20px;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  & > * {
    min-width: 0;
  }
`;

/**
 * The table while newer rows load: a moving bar over it says the rows on screen are stale.
 * Not dimming: faded text would fail contrast and read as disabled.
 */
export const TableArea = styled.div<{ $stale: boolean }>`
  position: relative;
  min-width: 0;
  &::before {
    content: '';
    display: ${({ $stale }) => ($stale ? 'block' : 'none')};
    position: absolute;
    inset: 0 0 auto;
    z-index: 2;
    height: 3px;
    border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
    background: linear-gradient(90deg, transparent, ${vars.color.border.focus}, transparent);
    background-size: 50% 100%;
    background-repeat: no-repeat;
    animation: list-refreshing 1s linear infinite;
  }
  @keyframes list-refreshing {
    from {
      background-position: -50% 0;
    }
    to {
      background-position: 150% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
      background: ${vars.color.border.focus};
    }
  }
`;
