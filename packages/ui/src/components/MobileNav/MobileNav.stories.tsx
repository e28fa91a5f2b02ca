import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { demoNavigation } from '../../storybook/fixtures.tsx';
import { storyWords } from '../../storybook/words.ts';
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
    // The render gives the site's navigation, in the story's language.
    entries: [],
    currentHref: '/team',
    extras: (
      <Link href="https://money.tmx.com/en/quote/SFI" isExternal>
        TSX: SFI
      </Link>
    ),
  },
  render: (args, context) => <MobileNav {...args} entries={demoNavigation(storyWords(context))} />,
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(document.body);
    const { say, ui } = storyWords({ loaded });
    const button = within(canvasElement).getByRole('button', { name: ui.menu });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: ui.menu });
    const nav = within(drawer).getByRole('navigation', { name: ui.menu });
    await expect(within(nav).getByRole('list', { name: say('site.nav.investors') })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: say('site.nav.company.team') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Playground: Story = { args: { breakpoint: 'shellMobile', placement: 'end' } };

export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const { ui } = storyWords({ loaded });
    await userEvent.click(within(canvasElement).getByRole('button', { name: ui.menu }));
    const drawer = await within(document.body).findByRole('dialog', { name: ui.menu });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};

export const LinkClosesDrawer: Story = {
  name: 'Following a link closes it',
  play: async ({ canvasElement, loaded }) => {
    const page = within(document.body);
    const { say, ui } = storyWords({ loaded });
    await userEvent.click(within(canvasElement).getByRole('button', { name: ui.menu }));
    const drawer = await page.findByRole('dialog', { name: ui.menu });
    await userEvent.click(within(drawer).getByRole('link', { name: say('site.nav.contact') }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const HiddenOnDesktop: Story = {
  name: 'Hidden above its breakpoint',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: storyWords({ loaded }).ui.menu }),
    ).not.toBeInTheDocument();
  },
};
