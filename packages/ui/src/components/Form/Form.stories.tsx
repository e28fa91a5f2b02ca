import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { storyWords, type StoryWords } from '../../storybook/words.ts';
import { TextField } from '../TextField/TextField.tsx';
import { fieldGrid } from './Form.css.ts';
import { Form } from './Form.tsx';

const meta = {
  title: 'Components/Form',
  component: Form,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A form with the field parts every field shares (`Label`, `Description`, `FieldError`). Pass the server’s errors as `validationErrors`, keyed by field name: ' +
          'a field whose name has an entry shows that error until the user edits it. Use it around every group of fields that is submitted together. ' +
          'Do not show field errors in a separate list only, and do not use it for a single action button (use Button).',
      },
    },
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, context) => (
    <Form {...args}>
      <TextField name="name" label={storyWords(context).say('makes.name.label')} isRequired />
      <TextField name="code" label="Make code" description="Three letters, for example TOY." />
      <Inline>
        <Button type="submit">Save make</Button>
      </Inline>
    </Form>
  ),
};

export const Playground: Story = {
  ...Default,
  args: { validationErrors: { code: 'The code must be three letters.' } },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('textbox', { name: 'Make code' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/The code must be three letters\./);
  },
};

/** A form that "sends" to a server which answers with errors keyed by field name. */
function ServerErrorForm({
  onSubmit,
  words,
}: {
  onSubmit?: (data: Record<string, FormDataEntryValue>) => void;
  words: StoryWords;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    onSubmit?.(data);
    setErrors(data.name === 'Toyota' ? { name: 'A make with this name already exists.' } : {});
  };
  return (
    <Form onSubmit={submit} validationErrors={errors}>
      <TextField name="name" label={words.say('makes.name.label')} isRequired />
      <TextField name="code" label="Make code" />
      <Inline>
        <Button type="submit">Save make</Button>
      </Inline>
    </Form>
  );
}

export const ServerError: Story = {
  name: 'Server error on a named field',
  render: (args, context) => (
    <ServerErrorForm onSubmit={args.onSubmit as never} words={storyWords(context)} />
  ),
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', {
      name: new RegExp(storyWords({ loaded }).say('makes.name.label')),
    });
    const code = canvas.getByRole('textbox', { name: 'Make code' });
    await userEvent.type(name, 'Toyota');
    await userEvent.type(code, 'TOY');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Toyota', code: 'TOY' });
    // The error set has an entry for "name": that field, and only that field, shows it.
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('A make with this name already exists.');
    await expect(code).not.toHaveAttribute('aria-invalid');
    // Changing the field (on leaving it) clears its server error.
    await userEvent.type(name, ' Canada');
    await userEvent.tab();
    await expect(canvas.queryByText('A make with this name already exists.')).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Fields side by side in `fieldGrid` (from `@sfi/ui/css`): each row's labels, help texts, controls
 * and errors line up, whichever fields have help text or show an error; one field a row on a phone.
 */
export const FieldGrid: Story = {
  name: 'Field grid',
  args: { validationErrors: { vin: 'Enter the 17-character VIN.' } },
  render: (args, context) => {
    const { say } = storyWords(context);
    return (
      <Form {...args}>
        <div className={fieldGrid}>
          <TextField name="year" label={say('quotes.vehicle.year.label')} />
          <TextField
            name="model"
            label={say('quotes.vehicle.model.label')}
            description={say('quotes.vehicle.model.chooseMake')}
          />
          <TextField
            name="vin"
            label={say('quotes.vehicle.vin.label')}
            description={say('quotes.vehicle.vin.description')}
          />
          <TextField name="trim" label={say('quotes.vehicle.trim.label')} />
        </div>
      </Form>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { say } = storyWords({ loaded });
    const labels = ['year', 'model', 'vin', 'trim'].map((field) => say(`quotes.vehicle.${field}.label`));
    const tops = labels.map((name) =>
      Math.round(canvas.getByRole('textbox', { name }).getBoundingClientRect().top),
    );
    await expect(new Set(tops).size).toBe(1);
  },
};
