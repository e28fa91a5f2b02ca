import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Inline } from '../Inline/Inline.tsx';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Triggers an action: saving, submitting, opening a dialog. Use one `primary` per view for the main action, `secondary` for the others, `danger` for destructive actions and `quiet` where many buttons sit together. ' +
          'Do not use a button to go to another page (use Link); do not disable a submit button to signal errors (let the form show them).',
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    isPending: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  args: { children: 'Save make', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'secondary', size: 'medium' } };

export const Variants: Story = {
  render: (args) => (
    <Inline gap="medium">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    // Both sizes meet the WCAG 2.2 minimum target size of 24 × 24 px.
    for (const b of within(canvasElement).getAllByRole('button')) {
      const { width, height } = b.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(24);
      await expect(width).toBeGreaterThanOrEqual(24);
    }
  },
};

export const KeyboardPress: Story = {
  name: 'Keyboard press',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save make' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Keyboard focus shows the focus ring.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Danger: Story = {
  args: { variant: 'danger' },
  render: (args, context) => <Button {...args}>{storyWords(context).say('makes.delete.confirm')}</Button>,
};

export const Quiet: Story = {
  args: { variant: 'quiet' },
  render: (args, context) => <Button {...args}>{storyWords(context).say('quoteDealers.edit')}</Button>,
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save make' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save make/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    // Pending buttons stay focusable (focus is not lost) but ignore presses.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function SaveWithPending(props: { onPress?: () => void }) {
  const [isPending, setPending] = useState(false);
  return (
    <Button
      isPending={isPending}
      pendingLabel="Saving"
      onPress={() => {
        props.onPress?.();
        setPending(true);
      }}
    >
      Save make
    </Button>
  );
}

export const PendingKeepsWidth: Story = {
  name: 'Pending keeps its width',
  render: (args) => <SaveWithPending onPress={args.onPress} />,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save make' });
    const before = button.getBoundingClientRect();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(within(button).getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    const after = button.getBoundingClientRect();
    await expect(after.width).toBe(before.width);
    await expect(after.height).toBe(before.height);
    await expect(button).toHaveFocus();
  },
};

export const LongLabel: Story = {
  name: 'Long label',
  args: { children: 'Save the make and go back to the list of makes' },
};
