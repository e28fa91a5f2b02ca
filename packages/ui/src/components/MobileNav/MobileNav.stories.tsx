import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { demoNavigation } from '../../storybook/fixtures.tsx';
import { Link } from '../Link/Link.tsx';
import { navBreakpoints } from '../Navigation/navigation.ts';
import { MobileNav } from './MobileNav.tsx';

const meta = {
  title: 'Components/MobileNav',
  component: MobileNav,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The navigation of small screens: a menu button that opens a drawer with every link, groups shown as titled sections. It shows only up to `breakpoint` (1024 px, the public header’s drawer range, or 600 px), ' +
          'where it replaces the header’s menus; following a link closes it. AppHeader renders it: use it on its own only in a header of your own.',
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  argTypes: { breakpoint: { control: 'inline-radio', options: navBreakpoints } },
  args: {
    entries: demoNavigation,
    currentHref: '/team',
    extras: (
      <Link href="https://money.tmx.com/en/quote/SFI" isExternal>
        TSX: SFI
      </Link>
    ),
  },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('list', { name: 'Investors' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Playground: Story = { args: { breakpoint: 'shellMobile', placement: 'end' } };

export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};

export const LinkClosesDrawer: Story = {
  name: 'Following a link closes it',
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const HiddenOnDesktop: Story = {
  name: 'Hidden above its breakpoint',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};
