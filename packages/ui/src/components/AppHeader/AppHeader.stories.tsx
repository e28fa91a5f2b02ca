import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { DemoLogo, demoNavigation } from '../../storybook/fixtures.tsx';
import { storyWords } from '../../storybook/words.ts';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { navBreakpoints } from '../Navigation/navigation.ts';
import { AppHeader } from './AppHeader.tsx';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };
const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Components/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public site’s header: the logo and a slogan, grouped navigation menus whose sub-links show on hover, and by keyboard with Enter, Space or ↓ (Escape closes them, Tab moves on to the next menu), a slot for the stock quote link and a slot for the signed-in user’s entry. ' +
          'External links open a new tab and say so. Up to `mobileBreakpoint` (1024 px by default, the header’s drawer range) a menu button opens a drawer with the same links. ' +
          'The app supplies every entry: this component knows no pages. Use it once, at the top of the public site. For the signed-in consoles, use AppShell.',
      },
    },
  },
  globals: desktop,
  argTypes: { mobileBreakpoint: { control: 'inline-radio', options: navBreakpoints } },
  args: {
    logo: <DemoLogo />,
    // The render gives the site's slogan and navigation, and the sign-in button's name, in the story's language.
    navigation: [],
    stockQuote: (
      <Link href="https://money.tmx.com/en/quote/SFI" isExternal>
        TSX: SFI
      </Link>
    ),
  },
  render: (args, context) => {
    const words = storyWords(context);
    return (
      <AppHeader
        slogan={words.say('app.slogan')}
        user={
          <Button variant="secondary" size="small">
            {words.say('header.signIn')}
          </Button>
        }
        {...args}
        navigation={demoNavigation(words)}
      />
    );
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { mobileBreakpoint: 'shellMobile', currentHref: '/team' } };

export const MenuByKeyboard: Story = {
  name: 'Menus by keyboard',
  // The open menu hangs below the header: capture the page.
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { say, ui } = storyWords({ loaded });
    const nav = canvas.getByRole('navigation', { name: ui.mainNavigation });
    const company = within(nav).getByRole('button', { name: say('site.nav.company') });
    const clients = within(nav).getByRole('button', { name: say('site.nav.clients') });
    await expect(company).toHaveAttribute('aria-expanded', 'false');

    // Focus alone opens nothing: Tab goes from menu to menu, past their sub-links.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'SFI home' })).toHaveFocus();
    await userEvent.tab();
    await expect(company).toHaveFocus();
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(clients).toHaveFocus();
    await expect(clients).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it and closes it again; Space too.
    await userEvent.keyboard('{Enter}');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: say('site.nav.clients.benefits') })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');

    // ↓ enters it, ↓ and ↑ move between its links, Escape closes it back to its button.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: say('site.nav.clients.benefits') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(clients).toHaveFocus();
    await expect(clients).toHaveAttribute('aria-expanded', 'false');

    // ↑ opens it on its last link; Tab leaves the menu for the next one, closing it.
    await userEvent.keyboard('{ArrowUp}');
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: say('site.nav.investors') })).toHaveFocus();
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MenuOpensOnHover: Story = {
  name: 'Menus open on hover',
  play: async ({ canvasElement, loaded }) => {
    const { say, ui } = storyWords({ loaded });
    const nav = within(canvasElement).getByRole('navigation', { name: ui.mainNavigation });
    const investors = within(nav).getByRole('button', { name: say('site.nav.investors') });
    await userEvent.hover(investors);
    await expect(investors).toHaveAttribute('aria-expanded', 'true');
    // External links are marked, for screen readers too.
    await expect(
      within(nav).getByRole('link', { name: `${say('site.nav.investors.sedar')} (${ui.opensInNewTab})` }),
    ).toHaveAttribute('target', '_blank');
    await userEvent.unhover(investors.parentElement!);
    await expect(investors).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SignedIn: Story = {
  name: 'Signed-in user',
  args: {
    user: (
      <Link href="/client/dashboard" aria-label="Jane Tremblay, your dashboard">
        Jane Tremblay
      </Link>
    ),
  },
};

export const Tablet: Story = {
  name: 'Drawer range (tablet)',
  globals: tablet,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { say, ui } = storyWords({ loaded });
    // 681–1024 px: the menus give way to the drawer.
    await expect(canvas.queryByRole('navigation', { name: ui.mainNavigation })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: ui.menu });
    await userEvent.click(menu);
    const drawer = await within(document.body).findByRole('dialog', { name: ui.menu });
    await expect(
      within(drawer).getByRole('link', { name: say('site.nav.company.board') }),
    ).toBeInTheDocument();
    await expect(
      within(drawer).getByRole('link', { name: `TSX: SFI (${ui.opensInNewTab})` }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

export const Phone: Story = {
  globals: phone,
  args: { user: undefined },
};

export const LongLabels: Story = {
  name: 'Long labels',
  args: {
    slogan: 'Canada’s independent vehicle lease financing partner for dealers and their clients',
    user: <Link href="/dealer/portal">Maple Leaf Motors of Greater Vancouver</Link>,
  },
};
