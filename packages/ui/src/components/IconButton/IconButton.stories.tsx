import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { CloseIcon, MoreIcon, PlusIcon, SearchIcon } from '../../icons/icons.tsx';
import { buttonSizes, buttonVariants } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { IconButton } from './IconButton.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A square button with only an icon, named for screen readers by `label`. Use it where space is tight and the icon is well known: close, remove, more actions, move up. ' +
          'Do not use it for the main action of a view or for anything whose icon needs explaining (use a Button with text).',
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { label: 'Add a model', children: <PlusIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add a model' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Square and at least 24 × 24 px.
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(width).toBeGreaterThanOrEqual(24);
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'small' } };

export const Variants: Story = {
  render: (args, context) => (
    <Inline gap="small">
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Search (${variant})`}>
          <SearchIcon />
        </IconButton>
      ))}
      <IconButton label="More actions">
        <MoreIcon />
      </IconButton>
      <IconButton label={storyWords(context).ui.close} size="small">
        <CloseIcon />
      </IconButton>
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add a model' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Adding' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Add a model/ });
    await expect(within(button).getByRole('progressbar', { name: 'Adding' })).toBeInTheDocument();
  },
};
