import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A multi-line text input with a label, help text and an error, all linked to the input. Use it for free text longer than a line: notes, comments, a message to the dealer. ' +
          'Do not use it for short values (TextField) or for structured data (separate fields).',
      },
    },
  },
  argTypes: { isDisabled: { control: 'boolean' }, isRequired: { control: 'boolean' } },
  args: { label: 'Notes', name: 'notes', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(input).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const Playground: Story = { args: { description: 'Only staff see these notes.', rows: 6 } };

export const Invalid: Story = {
  name: 'Error',
  args: { isInvalid: true, errorMessage: 'Notes must be under 2,000 characters.', defaultValue: 'Too long…' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Notes must be under 2,000 characters.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'The client asked for a 48-month term.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    defaultValue:
      'The client asked for a 48-month term with 20,000 km per year. They trade in a 2019 Civic with 85,000 km, ' +
      'and would like the first payment in March. The co-lessee is their spouse; both have Canadian credit histories. ' +
      'Call after 5 p.m. Eastern on weekdays.',
  },
};
