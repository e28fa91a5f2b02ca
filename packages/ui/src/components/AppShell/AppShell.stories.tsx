import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { AppShell } from './AppShell.tsx';
import { SideNav, findCurrentHref, type SideNavItem } from './SideNav.tsx';

const itemsIn = (say: StoryWords['say']): SideNavItem[] => [
  { href: '/staff', label: 'Overview' },
  { href: '/staff/makes', label: say('nav.staff.makes') },
  { href: '/staff/quotes', label: say('quotes.title') },
  { href: '/staff/dealers', label: say('fileDealers.title') },
];
/** The sections, labelled by their keys: for the rules of the current item, which read only the addresses. */
const items = itemsIn((key) => key);

const Logo = () => (
  <Link href="/staff" aria-label="SFI staff home">
    <svg width="40" height="24" viewBox="0 0 40 24" aria-hidden="true">
      <rect width="40" height="24" rx="4" fill="currentColor" />
      <text x="20" y="16.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
        SFI
      </text>
    </svg>
  </Link>
);

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of the signed-in apps: a header (brand, title, actions), a side navigation (`SideNav`, current page marked with `aria-current`) and the main landmark, ' +
          'with a “Skip to main content” link first in the tab order. Up to 600 px wide the navigation sits above the main content, folded with the header’s actions behind a Menu button at the header’s end. ' +
          'Use it once per app, around the routes. Do not use it for the public site, and do not nest it.',
      },
    },
  },
  // The render gives the page's content (and the title, actions and navigation unless the story has its own).
  args: { brand: <Logo />, children: undefined },
  // A staff console's frame in the story's words, unless the story gives its own parts.
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <AppShell
        title={say('nav.staff.label')}
        actions={
          <Button variant="secondary" size="small">
            {say('action.signOut')}
          </Button>
        }
        nav={<SideNav items={itemsIn(say)} currentHref="/staff/makes/42" />}
        {...args}
      >
        <Stack gap="large">
          <Heading level={1}>{say('makes.title')}</Heading>
          <Card>
            <Text>Toyota, Honda, Hyundai, Kia, Ford.</Text>
          </Card>
        </Stack>
      </AppShell>
    );
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { say, ui } = storyWords({ loaded });
    await expect(canvas.getByRole('banner')).toBeVisible();
    // Wider than a phone, the navigation is always shown, with no Menu button.
    if (window.innerWidth > 600) await expect(canvas.queryByRole('button', { name: ui.menu })).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
    // A detail page under /staff/makes marks "Makes" as current, and only it.
    const nav = canvas.getByRole('navigation', { name: ui.mainNavigation });
    await expect(within(nav).getByRole('link', { name: say('nav.staff.makes') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  },
};

export const Playground: Story = {
  args: { skipLinkLabel: 'Skip to content' },
  render: (args, context) => (
    <AppShell {...args} title={storyWords(context).say('dealer.portal.title')}>
      <Text>Toyota, Honda, Hyundai, Kia, Ford.</Text>
    </AppShell>
  ),
};

export const SkipLink: Story = {
  name: 'Skip to main content',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: storyWords({ loaded }).ui.skipToContent });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    // Visible when focused.
    const rect = skip.getBoundingClientRect();
    await expect(rect.bottom).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab goes into the page, past the header and the navigation.
    await expect(window.location.hash).not.toBe('#main-content');
  },
};

export const Layout: Story = {
  name: 'Layout follows the width',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation').getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    if (window.innerWidth <= 600) {
      // Phone: the navigation is above the main content.
      await expect(nav.bottom).toBeLessThanOrEqual(main.top + 1);
    } else {
      // Wider: the navigation is beside it.
      await expect(nav.right).toBeLessThanOrEqual(main.left + 1);
    }
  },
};

export const WithoutNav: Story = { name: 'Without navigation', args: { nav: undefined } };

export const CurrentItem: Story = {
  name: 'Current item matching',
  // A table of rules, not a look: no screenshot.
  parameters: { visual: { disable: true } },
  render: () => (
    <Stack gap="small">
      <Text>
        Current for “/staff”: {findCurrentHref(items, '/staff')}; “/staff/quotes/7”:{' '}
        {findCurrentHref(items, '/staff/quotes/7')}; “/staff/makesX”:{' '}
        {findCurrentHref(items, '/staff/makesX')}
      </Text>
    </Stack>
  ),
  play: async () => {
    await expect(findCurrentHref(items, '/staff')).toBe('/staff');
    await expect(findCurrentHref(items, '/staff/quotes/7')).toBe('/staff/quotes');
    // A prefix that is not a parent path does not match the longer item.
    await expect(findCurrentHref(items, '/staff/makesX')).toBe('/staff');
    await expect(findCurrentHref(items, '/client')).toBeUndefined();
    await expect(findCurrentHref(items, undefined)).toBeUndefined();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone: the navigation and the actions fold behind Menu',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { say, ui } = storyWords({ loaded });
    const menu = canvas.getByRole('button', { name: ui.menu });
    const signOut = () => canvas.queryByRole('button', { name: say('action.signOut') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: ui.mainNavigation })).toBeNull();
    await expect(signOut()).toBeNull();
    // The header is one row: the Menu button beside the title.
    await expect(menu.getBoundingClientRect().top).toBeLessThan(
      canvas.getByRole('banner').getBoundingClientRect().top + 48,
    );
    // Opened by keyboard, it shows the actions in the header and every link above the page; again, it folds.
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(signOut()).toBeVisible();
    await expect(canvas.getByRole('banner')).toContainElement(signOut());
    const nav = canvas.getByRole('navigation', { name: ui.mainNavigation });
    await expect(within(nav).getByRole('link', { name: say('nav.staff.makes') })).toBeVisible();
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('main').getBoundingClientRect().top + 1,
    );
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: ui.mainNavigation })).toBeNull();
    await expect(signOut()).toBeNull();
  },
};
