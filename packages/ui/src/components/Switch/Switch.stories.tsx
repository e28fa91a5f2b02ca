import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An on/off switch for a setting that applies at once (“Email me when a quote is approved”). Space toggles it. ' +
          'Do not use it inside a form that is submitted later (Checkbox), or for a choice between two named options (RadioGroup).',
      },
    },
  },
  argTypes: { isDisabled: { control: 'boolean' } },
  args: { children: 'Email me when a quote is approved', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Email me when a quote is approved' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = { args: { defaultSelected: true } };

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};
