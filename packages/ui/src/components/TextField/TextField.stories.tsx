import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { storyWords } from '../../storybook/words.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A single-line text input with a label, optional help text and an error message, all linked to the input for screen readers. Use it for short free text: names, emails, codes. ' +
          'Do not use it for long text (a text area), for a choice among known options (a select or radio group) or for dates and amounts that need their own parsing.',
      },
    },
  },
  argTypes: {
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  args: { name: 'name', onChange: fn() },
  // Labelled with the catalogue's "Make name", in the story's language, unless the story names it.
  render: (args, context) => <TextField label={makeName(context)} {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field's label in the story's language. */
const makeName = (context: { loaded: Record<string, unknown> }) =>
  storyWords(context).say('makes.name.label');

export const Default: Story = {};

export const Playground: Story = {
  args: { description: 'As it appears on the vehicle, for example “Toyota”.', isRequired: true },
};

export const Typing: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('textbox', { name: makeName({ loaded }) });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Honda');
    await expect(input).toHaveValue('Honda');
    await expect(args.onChange).toHaveBeenLastCalledWith('Honda');
  },
};

export const WithDescription: Story = {
  name: 'With description',
  args: { description: 'As it appears on the vehicle, for example “Toyota”.' },
  play: async ({ canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('textbox', { name: makeName({ loaded }) });
    await expect(input).toHaveAccessibleDescription('As it appears on the vehicle, for example “Toyota”.');
  },
};

export const Required: Story = {
  render: (args, context) => (
    <Form>
      <TextField label={makeName(context)} {...args} />
      <div>
        <Button type="submit">{storyWords(context).say('action.save')}</Button>
      </div>
    </Form>
  ),
  args: { isRequired: true, errorMessage: 'Enter a make name.' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: new RegExp(makeName({ loaded })) });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: storyWords({ loaded }).say('action.save') }));
    // Native validation stops the submit, shows our message and moves focus to the field.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a make name.');
    // Once the user fixes the value and leaves the field, the error goes.
    await userEvent.keyboard('Kia');
    await userEvent.tab();
    await expect(canvas.queryByText('Enter a make name.')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'Toyota', errorMessage: 'A make with this name already exists.' },
  play: async ({ canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('textbox', { name: makeName({ loaded }) });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A make with this name already exists.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Toyota' },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: makeName({ loaded }) })).toBeDisabled();
  },
};

export const AutoFocus: Story = {
  name: 'Auto focus',
  args: { autoFocus: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: makeName({ loaded }) })).toHaveFocus();
  },
};
