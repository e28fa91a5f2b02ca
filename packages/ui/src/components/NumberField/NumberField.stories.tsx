import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { storyWords } from '../../storybook/words.ts';
import { fillWords } from '../UIProvider/words.ts';
import { NumberField, numberFormats } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A number input that formats on blur and parses what people type, in the app’s locale (en-CA by default): `format="currency"` for Canadian dollars, `format="percent"` for rates (stores 0.055 for 5.5 %). ' +
          'Arrow keys step by `step`, within `minValue`/`maxValue`. What it cannot take (a word, a number out of range) stays as typed and is flagged on the field in plain words; `onChange` gets only the numbers it takes, and `onInputError` says when it refuses. ' +
          'Give its words (`labels`) from the app’s catalogue. Use it for amounts, rates, terms and mileages. ' +
          'Do not use it for identifiers that happen to be digits (file numbers, phone numbers, postal codes): use TextField.',
      },
    },
  },
  argTypes: {
    format: { control: 'inline-radio', options: numberFormats },
    showStepper: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  args: {
    name: 'downPayment',
    format: 'currency',
    onChange: fn(),
    onInputError: fn(),
  },
  // Labelled with the catalogue's "Down payment", in the story's language, unless the story names it.
  render: (args, context) => <NumberField label={say(context)('quote.terms.field.downPayment')} {...args} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

const say = (context: Pick<Context, 'loaded'>) => storyWords(context).say;

/** The story's language, as the field formats and parses its numbers. */
const localeOf = (context: Pick<Context, 'globals'>) => String(context.globals['locale'] ?? 'en-CA');

/** A number as the field shows it in the story's language. */
const shown = (context: Pick<Context, 'globals'>, value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(localeOf(context), options).format(value);
const currency: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
};
const percent: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/** A number as a person types it in the story's language (its decimal mark, no grouping). */
const typed = (context: Pick<Context, 'globals'>, value: number) =>
  value.toLocaleString(localeOf(context), { useGrouping: false, maximumFractionDigits: 20 });

export const Default: Story = {};

export const Playground: Story = { args: { showStepper: true, step: 100, minValue: 0, defaultValue: 2500 } };

export const Currency: Story = {
  name: 'Currency (CAD)',
  play: async ({ args, canvasElement, ...context }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: say(context)('quote.terms.field.downPayment'),
    });
    await userEvent.tab();
    await userEvent.keyboard(typed(context, 2500.5));
    await userEvent.tab();
    // $2,500.50 in English, 2 500,50 $ in French.
    await expect(input).toHaveValue(shown(context, 2500.5, currency));
    await expect(args.onChange).toHaveBeenLastCalledWith(2500.5);
  },
};

export const Percentage: Story = {
  args: { label: 'Interest rate', name: 'rate', format: 'percent', defaultValue: 0.0549 },
  play: async ({ args, canvasElement, ...context }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Interest rate' });
    await expect(input).toHaveValue(shown(context, 0.0549, percent));
    await userEvent.clear(input);
    await userEvent.type(input, typed(context, 6.25));
    await userEvent.tab();
    await expect(input).toHaveValue(shown(context, 0.0625, percent));
    await expect(args.onChange).toHaveBeenLastCalledWith(0.0625);
  },
};

export const Stepper: Story = {
  name: 'Stepper and arrow keys',
  args: {
    name: 'term',
    format: 'decimal',
    showStepper: true,
    step: 12,
    minValue: 12,
    maxValue: 72,
    defaultValue: 48,
  },
  render: (args, context) => <NumberField label={say(context)('quote.terms.field.termMonths')} {...args} />,
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const term = say(context)('quote.terms.field.termMonths');
    const input = canvas.getByRole('textbox', { name: term });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('60');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Clamped at the maximum.
    await expect(input).toHaveValue('72');
    await userEvent.click(
      canvas.getByRole('button', { name: `${storyWords(context).ui.numberDecrease} ${term}` }),
    );
    await expect(input).toHaveValue('60');
  },
};

export const Invalid: Story = {
  name: 'Error',
  args: { isInvalid: true, defaultValue: 120000, errorMessage: 'The down payment cannot exceed the price.' },
  play: async ({ canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: say({ loaded })('quote.terms.field.downPayment'),
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The down payment cannot exceed the price.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 1500 },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: say({ loaded })('quote.terms.field.downPayment') }),
    ).toBeDisabled();
  },
};

export const RefusesWords: Story = {
  name: 'Refuses a word, and keeps it',
  args: {
    name: 'term',
    format: 'decimal',
    minValue: 12,
    maxValue: 72,
    defaultValue: 48,
  },
  render: (args, context) => <NumberField label={say(context)('quote.terms.field.termMonths')} {...args} />,
  play: async ({ args, canvasElement, loaded }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: say({ loaded })('quote.terms.field.termMonths'),
    });
    const notANumber = storyWords({ loaded }).ui.numberInvalid;
    await userEvent.clear(input);
    await userEvent.type(input, 'forty');
    await userEvent.tab();
    await expect(input).toHaveValue('forty');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(notANumber);
    await expect(args.onInputError).toHaveBeenLastCalledWith(notANumber);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RefusesOutOfRange: Story = {
  name: 'Refuses a number out of range, and keeps it',
  args: {
    label: 'Interest rate',
    name: 'rate',
    format: 'percent',
    minValue: 0,
    maxValue: 1,
    defaultValue: 0.05,
  },
  play: async ({ args, canvasElement, ...context }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Interest rate' });
    const { ui } = storyWords(context);
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await userEvent.tab();
    await expect(input).toHaveValue('150');
    // "Enter at most 100%." in English.
    await expect(input).toHaveAccessibleDescription(
      fillWords(ui.numberAtMost, { max: shown(context, 1, percent) }),
    );
    await userEvent.clear(input);
    await userEvent.type(input, typed(context, -12.5));
    await userEvent.tab();
    await expect(input).toHaveValue(typed(context, -12.5));
    await expect(input).toHaveAccessibleDescription(
      fillWords(ui.numberAtLeast, { min: shown(context, 0, percent) }),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    // A number it takes clears the error, and is passed on.
    await userEvent.clear(input);
    await userEvent.type(input, typed(context, 6.25));
    await userEvent.tab();
    await expect(input).toHaveValue(shown(context, 0.0625, percent));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.0625);
    await expect(args.onInputError).toHaveBeenLastCalledWith(undefined);
  },
};

export const OwnWords: Story = {
  name: 'Its words, from the app',
  args: {
    label: 'Taux',
    name: 'rate',
    format: 'decimal',
    maxValue: 100,
    labels: { notANumber: 'Entrez un nombre.', atMost: (max) => `Entrez au plus ${max}.` },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Taux' });
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Entrez un nombre.');
  },
};
