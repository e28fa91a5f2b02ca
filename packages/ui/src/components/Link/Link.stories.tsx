import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Text } from '../Text/Text.tsx';
import { UIProvider } from '../UIProvider/UIProvider.tsx';
import { storyWords } from '../../storybook/words.ts';
import { Link } from './Link.tsx';

/** The link's text in the story's language: the staff console's "Makes". */
const makes = (context: { loaded: Record<string, unknown> }) => storyWords(context).say('nav.staff.makes');

const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Goes to another page. Under UIProvider with `navigate`, it uses the app’s router (no reload). `isExternal` opens a new tab and says so, visibly and to screen readers. ' +
          'Use it for navigation, in text or on its own. Do not use it for actions that change data (Button), and do not write “click here”: the text says where it goes.',
      },
    },
  },
  args: { href: '/staff/makes' },
  render: (args, context) => <Link {...args}>{args.children ?? makes(context)}</Link>,
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

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
      See the <Link {...args}>list of vehicle makes</Link> before you quote.
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

export const ExternalLabel: Story = {
  name: 'External, French label',
  args: {
    isExternal: true,
    externalLabel: 's’ouvre dans un nouvel onglet',
    href: 'https://www.canada.ca/fr.html',
    children: 'Canada.ca',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Canada.ca (s’ouvre dans un nouvel onglet)' }),
    ).toBeVisible();
  },
};

export const ClientSideNavigation: Story = {
  name: 'Navigates with the app router',
  render: (args, context) => (
    <UIProvider navigate={navigate} words={storyWords(context).ui}>
      <Link {...args}>{args.children ?? makes(context)}</Link>
    </UIProvider>
  ),
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: makes({ loaded }) });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/staff/makes');
  },
};
