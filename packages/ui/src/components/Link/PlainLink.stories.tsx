import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Text } from '../Text/Text.tsx';
import { storyWords } from '../../storybook/words.ts';
import { PlainLink } from './PlainLink.tsx';

/** The link's text in the story's language: the public site's "Lease takeovers". */
const takeovers = (context: { loaded: Record<string, unknown> }) =>
  storyWords(context).say('site.nav.clients.takeovers');

const meta = {
  title: 'Components/PlainLink',
  component: PlainLink,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Goes to another page, like Link, as a plain `<a>`: the browser loads the page, with no router and no react-aria. `isExternal` opens a new tab and says so, visibly and to screen readers. ' +
          'Use it on sites whose pages are separate documents (the public site), where it keeps react-aria out of the first load. In an app with a router, use Link.',
      },
    },
  },
  args: { href: '/lease-takeover' },
  render: (args, context) => <PlainLink {...args}>{args.children ?? takeovers(context)}</PlainLink>,
} satisfies Meta<typeof PlainLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { isExternal: true, href: 'https://www.canada.ca', children: 'Canada.ca' },
};

export const InText: Story = {
  name: 'In text',
  render: (args) => (
    <Text>
      See the <PlainLink {...args}>lease takeovers</PlainLink> before you sign.
    </Text>
  ),
};

export const External: Story = {
  args: {
    isExternal: true,
    href: 'https://www.canada.ca/en/financial-consumer-agency.html',
    children: 'Leasing a vehicle',
  },
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', {
      name: `Leasing a vehicle (${storyWords({ loaded }).ui.opensInNewTab})`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const CurrentPage: Story = {
  name: 'Current page',
  args: { 'aria-current': 'page' },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard focus',
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: takeovers({ loaded }) });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/lease-takeover');
  },
};
