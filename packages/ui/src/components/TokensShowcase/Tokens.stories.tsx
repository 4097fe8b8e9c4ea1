import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  breakpoints,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  motion,
  radius,
  shadow,
  space,
  zIndex,
} from '../../tokens/primitives';
import { dark } from '../../tokens/themes/dark';
import { light } from '../../tokens/themes/light';
import { flattenTokens, media, vars } from '../../tokens/vars';
import { Bar, RadiusBox, ShadowBox, Swatch, TokenTable, cssVar } from './TokenTable';

const meta: Meta = { title: 'UI/Tokens', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const darkByName = new Map(flattenTokens({ color: dark }));
const colorRows = flattenTokens({ color: light }).map(([name, lightValue]) => {
  const darkValue = darkByName.get(name) ?? '';
  return {
    key: name,
    cells: [
      <code key="name">{name}</code>,
      <>
        <Swatch $color={lightValue} aria-hidden="true" />
        <code>{lightValue}</code>
      </>,
      <>
        <Swatch $color={darkValue} aria-hidden="true" />
        <code>{darkValue}</code>
      </>,
    ],
  };
});

/** Looks up the row of one token by its custom property name. */
const row = (canvasElement: HTMLElement, name: string) => {
  const found = canvasElement.querySelector<HTMLTableRowElement>(`tr[data-token="${name}"]`);
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};

/** Every semantic colour in both themes. Components read these through `vars.color…`. */
export const Colors: Story = {
  render: () => (
    <TokenTable
      caption="Colours (light and dark themes)"
      columns={['Custom property', 'Light', 'Dark']}
      rows={colorRows}
    />
  ),
  play: async ({ canvasElement }) => {
    const green = row(canvasElement, '--md-color-tone-green-bg');
    await expect(green).toHaveTextContent(light.tone.green.bg);
    await expect(green).toHaveTextContent(dark.tone.green.bg);
    // The global style must write the active (light) theme under :root.
    await expect(cssVar('--md-color-tone-green-bg')).toBe(light.tone.green.bg);
    await expect(cssVar('--md-color-text-primary')).toBe(light.text.primary);
  },
};

export const Spacing: Story = {
  render: () => (
    <TokenTable
      caption="Spacing"
      columns={['Token', 'Value', 'Sample']}
      rows={Object.entries(space).map(([key, value]) => ({
        key: `space-${key}`,
        cells: [
          <code key="name">vars.space[{key}]</code>,
          <code key="value">{value}</code>,
          <Bar key="bar" $size={vars.space[Number(key) as keyof typeof space]} />,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'space-4')).toHaveTextContent('16px');
    const bar = row(canvasElement, 'space-4').querySelector('td:last-child span');
    await expect(bar && getComputedStyle(bar).width).toBe('16px');
  },
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <TokenTable
        caption="Type scale"
        columns={['Token', 'Value', 'Sample']}
        rows={Object.entries(fontSize).map(([key, value]) => ({
          key: `fontSize-${key}`,
          cells: [
            <code key="name">vars.fontSize.{key}</code>,
            <code key="value">{value}</code>,
            <span key="sample" style={{ fontSize: value }}>
              Total Transfer NGN 1,250,000.00
            </span>,
          ],
        }))}
      />
      <TokenTable
        caption="Font weights"
        columns={['Token', 'Value', 'Sample']}
        rows={Object.entries(fontWeight).map(([key, value]) => ({
          key: `fontWeight-${key}`,
          cells: [
            <code key="name">vars.fontWeight.{key}</code>,
            <code key="value">{value}</code>,
            <span key="sample" style={{ fontWeight: value }}>
              Available Balance
            </span>,
          ],
        }))}
      />
      <TokenTable
        caption="Line heights and families"
        columns={['Token', 'Value']}
        rows={[
          ...Object.entries(lineHeight).map(([key, value]) => ({
            key: `lineHeight-${key}`,
            cells: [
              <code key="name">vars.lineHeight.{key}</code>,
              <code key="value">{value}</code>,
            ],
          })),
          ...Object.entries(fontFamily).map(([key, value]) => ({
            key: `fontFamily-${key}`,
            cells: [
              <code key="name">vars.fontFamily.{key}</code>,
              <span key="value" style={{ fontFamily: value }}>
                {value}
              </span>,
            ],
          })),
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'fontSize-md')).toHaveTextContent('14px');
    await expect(cssVar('--md-fontSize-md')).toBe('14px');
    await expect(row(canvasElement, 'fontWeight-semibold')).toHaveTextContent('600');
  },
};

export const Radii: Story = {
  render: () => (
    <TokenTable
      caption="Radii"
      columns={['Token', 'Value', 'Sample']}
      rows={Object.entries(radius).map(([key, value]) => ({
        key: `radius-${key}`,
        cells: [
          <code key="name">vars.radius.{key}</code>,
          <code key="value">{value}</code>,
          <RadiusBox key="sample" $radius={value} />,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'radius-md')).toHaveTextContent('8px');
    await expect(cssVar('--md-radius-md')).toBe('8px');
  },
};

export const Shadows: Story = {
  render: () => (
    <TokenTable
      caption="Shadows (elevation)"
      columns={['Token', 'Value', 'Sample']}
      rows={Object.entries(shadow).map(([key, value]) => ({
        key: `shadow-${key}`,
        cells: [
          <code key="name">vars.shadow.{key}</code>,
          <code key="value">{value}</code>,
          <ShadowBox key="sample" $shadow={value} />,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'shadow-modal')).toHaveTextContent('0 24px 48px');
    await expect(cssVar('--md-shadow-modal')).toBe(shadow.modal);
  },
};

export const ZIndex: Story = {
  render: () => (
    <TokenTable
      caption="Z-index layers (lowest to highest)"
      columns={['Token', 'Value']}
      rows={Object.entries(zIndex).map(([key, value]) => ({
        key: `zIndex-${key}`,
        cells: [<code key="name">vars.zIndex.{key}</code>, <code key="value">{value}</code>],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const values = Array.from(canvasElement.querySelectorAll('tbody td')).map((cell) =>
      Number(cell.textContent),
    );
    // Layers must stack in the listed order: a tooltip above a modal above a dropdown.
    await expect(values).toEqual([...values].sort((a, b) => a - b));
    await expect(cssVar('--md-zIndex-modal')).toBe(zIndex.modal);
  },
};

export const Motion: Story = {
  render: () => (
    <TokenTable
      caption="Motion"
      columns={['Token', 'Value']}
      rows={Object.entries(motion).map(([key, value]) => ({
        key: `motion-${key}`,
        cells: [<code key="name">vars.motion.{key}</code>, <code key="value">{value}</code>],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'motion-fast')).toHaveTextContent('120ms');
    await expect(cssVar('--md-motion-easing')).toBe(motion.easing);
  },
};

export const Breakpoints: Story = {
  render: () => (
    <TokenTable
      caption="Breakpoints and media queries"
      columns={['Token', 'Value', 'Media query']}
      rows={Object.entries(breakpoints).map(([key, value]) => ({
        key: `breakpoint-${key}`,
        cells: [
          <code key="name">breakpoints.{key}</code>,
          <code key="value">{value}px</code>,
          <code key="media">
            {key in media ? media[key as keyof typeof media] : `(min-width: ${value}px)`}
          </code>,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, 'breakpoint-md')).toHaveTextContent('(min-width: 960px)');
  },
};

export const Layout: Story = {
  render: () => (
    <TokenTable
      caption="Layout"
      columns={['Token', 'Value']}
      rows={Object.entries(layout).map(([key, value]) => ({
        key: `layout-${key}`,
        cells: [<code key="name">vars.layout.{key}</code>, <code key="value">{value}</code>],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Layout' })).toBeVisible();
    // The spec fixes the header at 74px and the sidebar at 250px.
    await expect(cssVar('--md-layout-headerHeight')).toBe('74px');
    await expect(cssVar('--md-layout-sidebarWidth')).toBe('250px');
  },
};
