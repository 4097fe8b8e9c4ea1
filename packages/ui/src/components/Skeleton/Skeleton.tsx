import { SkeletonBlock, Lines, type SkeletonShape } from './Skeleton.styles';

export interface SkeletonProps {
  /**
   * line: a row of text; text: one line of the text around it, exactly as tall (a figure in a
   * heading or a badge keeps its box while it loads); block: a card or chart area; circle: an avatar.
   */
  shape?: SkeletonShape;
  /** CSS width (numbers are pixels); lines and blocks fill the container by default. */
  width?: number | string;
  /**
   * CSS height (numbers are pixels); defaults to 14px for a line, the surrounding line height
   * for text, 120px for a block, 40px for a circle.
   */
  height?: number | string;
  /** For lines: how many to stack; the last one is shorter, like the end of a paragraph. */
  lines?: number;
  /** Class name, so a layout can place the placeholder. */
  className?: string;
}

const defaultHeight: Record<SkeletonShape, string> = {
  line: '14px',
  // One line box of the element it sits in: what the text it stands for would take.
  text: '1lh',
  block: '120px',
  circle: '40px',
};

const toCss = (size: number | string | undefined): string | undefined =>
  typeof size === 'number' ? `${size}px` : size;

/**
 * A pulsing placeholder for content that is loading. It is hidden from assistive technology:
 * the loading region itself says it is busy (aria-busy or a labelled Spinner).
 */
export function Skeleton({ shape = 'line', width, height, lines = 1, className }: SkeletonProps) {
  const h = toCss(height) ?? defaultHeight[shape];
  const w = toCss(width) ?? (shape === 'circle' ? h : '100%');
  if (shape === 'line' && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className} style={{ width: toCss(width) }}>
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonBlock
            key={index}
            data-shape="line"
            style={{ width: index === lines - 1 ? '60%' : '100%', height: h }}
          />
        ))}
      </Lines>
    );
  }
  return (
    <SkeletonBlock
      aria-hidden="true"
      className={className}
      data-shape={shape}
      style={{ width: w, height: h }}
    />
  );
}
