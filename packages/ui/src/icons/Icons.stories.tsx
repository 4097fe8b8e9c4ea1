import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './icons';

const meta: Meta = { title: 'UI/Icons' };
export default meta;

/** Every icon, decorative (aria-hidden) and named. */
export const Gallery: StoryObj = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
};

export const Labelled: StoryObj = {
  render: () => <icons.BellIcon title="Notifications" size={24} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Notifications' })).toBeVisible();
  },
};
