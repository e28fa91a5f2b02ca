import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { storyWords } from '../../storybook/words.ts';
import { DatePicker } from './DatePicker.tsx';
import { emptyDate, partOrder, typedDate, writtenDate } from './storyDates.ts';

interface Context {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

const localeOf = (context: Pick<Context, 'globals'>) => String(context.globals['locale']);

/** The field's label in the story's language. */
const deliveryDate = (context: Pick<Context, 'loaded'>) =>
  storyWords(context).say('reports.dateType.delivery-date');

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The one date field of the apps: a date written as the locale\'s long form ("March 14, 2025" in en-CA, the spec\'s "Month D, YYYY"; "Month DD, YYYY" while empty), typed part by part in that order or picked from a calendar. Values are `@internationalized/date` dates (`parseDate("2025-03-14")`), so no time zone shifts a delivery date. ' +
          'Arrow keys change the focused part (the month by its name); Tab moves between parts. Use it for every date: delivery, quote, start and end dates. ' +
          'Do not use it for a date far in the past the user knows by heart, like a birth date, if three plain fields read better; for a period use DateRangePicker.',
      },
    },
  },
  args: { name: 'deliveryDate', onChange: fn() },
  // Labelled with the reports' "Delivery date", in the story's language.
  render: (args, context) => <DatePicker label={deliveryDate(context)} {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const locale = localeOf(context);
    const group = canvas.getByRole('group', { name: deliveryDate(context) });
    // en-CA writes "Month D, YYYY" (month, day, year), fr-CA "D mois YYYY" (day, month, year); the
    // parts are typed in that order, and empty, each part says what it holds ("Month DD, YYYY").
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments.map((s) => s.getAttribute('data-type'))).toEqual(partOrder(locale));
    await expect(group).toHaveTextContent(emptyDate(locale));
    await userEvent.tab();
    await userEvent.keyboard(typedDate(locale, '2025-03-14'));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-14'));
    await expect(group).toHaveTextContent(writtenDate(locale, '2025-03-14'));
    // The arrow keys change the focused part: the month by its name.
    await userEvent.click(segments.find((s) => s.getAttribute('data-type') === 'month')!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(group).toHaveTextContent(writtenDate(locale, '2025-04-14'));
  },
};

export const Playground: Story = {
  args: { description: 'The day the client takes the vehicle.', defaultValue: parseDate('2025-03-14') },
};

export const WithValue: Story = {
  name: 'With a value',
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ canvasElement, ...context }) => {
    const group = within(canvasElement).getByRole('group', { name: deliveryDate(context) });
    await expect(group).toHaveTextContent(writtenDate(localeOf(context), '2025-03-14'));
  },
};

export const CalendarOpen: Story = {
  name: 'Picking from the calendar',
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ args, canvasElement, ...context }) => {
    const { ui } = storyWords(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(ui.openCalendar) }));
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    const day = new RegExp(writtenDate(localeOf(context), '2025-03-14'));
    await waitFor(() => expect(within(grid).getByRole('button', { name: day })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-15'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  name: 'Calendar open',
  parameters: { visual: { target: 'page' } },
  args: { defaultValue: parseDate('2025-03-14'), defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Invalid: Story = {
  name: 'Error',
  args: {
    defaultValue: parseDate('2024-12-31'),
    isInvalid: true,
    errorMessage: 'The delivery date cannot be in the past.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The delivery date cannot be in the past.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2025-03-14') } };
