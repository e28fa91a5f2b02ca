import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { storyWords } from '../../storybook/words.ts';
import { SideNav, type SideNavItem } from './SideNav.tsx';

type Context = { loaded: Record<string, unknown> };

/** A staff console's sections, in the story's words. */
const staffSections = (context: Context): SideNavItem[] => {
  const { say } = storyWords(context);
  return [
    { href: '/staff', label: 'Overview' },
    { href: '/staff/files', label: say('fileTool.files.title') },
    { href: '/staff/quotes', label: say('quotes.title') },
    { href: '/staff/dealers', label: say('fileDealers.title') },
    { href: '/staff/gps', label: say('gps.nav') },
  ];
};

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
    // The render gives the staff console's sections, in the story's language, unless the story has its own.
    items: [],
    currentHref: '/staff/quotes/1042',
  },
  render: (args, context) => (
    <div style={{ maxWidth: 240 }}>
      <SideNav {...args} items={args.items.length > 0 ? args.items : staffSections(context)} />
    </div>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { say, ui } = storyWords({ loaded });
    const nav = within(canvasElement).getByRole('navigation', { name: ui.mainNavigation });
    await expect(within(nav).getByRole('link', { name: say('quotes.title') })).toHaveAttribute(
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
