import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { SideNav } from './SideNav.tsx';

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The section navigation of the signed-in consoles: a list of links in a `nav` landmark, the current section marked (`aria-current="page"`), also on its sub-pages. ' +
          'Pass it to AppShell’s `nav`; under UIProvider its links use the app’s router. Do not use it for the public site (AppHeader) or for in-page views (Tabs).',
      },
    },
  },
  args: {
    items: [
      { href: '/staff', label: 'Overview' },
      { href: '/staff/files', label: 'Lease files' },
      { href: '/staff/quotes', label: 'Lease quotes' },
      { href: '/staff/dealers', label: 'Dealers' },
      { href: '/staff/gps', label: 'GPS devices' },
    ],
    currentHref: '/staff/quotes/1042',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <SideNav {...args} />
    </div>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Lease quotes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { label: 'Console', currentHref: '/staff' } };

export const NothingCurrent: Story = { name: 'No current item', args: { currentHref: '/elsewhere' } };

export const LongLabels: Story = {
  name: 'Long labels',
  args: {
    items: [
      { href: '/staff/reports', label: 'Loan receivable reports and month-end exports' },
      { href: '/staff/takeovers', label: 'Lease takeovers (display order and photos)' },
    ],
    currentHref: '/staff/reports',
  },
};
