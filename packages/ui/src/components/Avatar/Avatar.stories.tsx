import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { demoHeroImage } from '../../storybook/fixtures.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Avatar, avatarSizes, initialsOf } from './Avatar.tsx';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A person’s or dealer’s photo, or their initials on a colour picked from the name (the same name, the same colour). Named for screen readers, unless `isDecorative` because the name is written beside it. ' +
          'Use it in chat, staff lists and the signed-in user’s entry. Do not use it for company logos that need their own proportions.',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  args: { name: 'Jane Tremblay', size: 'medium' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Jane Tremblay' });
    await expect(avatar).toHaveTextContent('JT');
  },
};

export const Playground: Story = { args: { size: 'large', name: 'Maple Leaf Motors' } };

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const WithPhoto: Story = { name: 'With a photo', args: { src: demoHeroImage, size: 'large' } };

export const BrokenPhoto: Story = {
  name: 'Photo fails: initials',
  args: { src: 'data:image/png;base64,broken', name: 'Amir Haddad' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('AH')).toBeVisible();
  },
};

export const Initials: Story = {
  name: 'Initials (rules)',
  // A table of rules, not a look: no screenshot.
  parameters: { visual: { disable: true } },
  play: async () => {
    const table: Array<[string, string]> = [
      ['Jane Tremblay', 'JT'],
      ['Cher', 'C'],
      ['  owen   mac leod ', 'OL'],
      ['jane.doe@example.com', 'JD'],
      ['', ''],
    ];
    for (const [name, initials] of table) await expect(initialsOf(name)).toBe(initials);
  },
};
