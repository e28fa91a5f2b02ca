import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { DatePicker } from './DatePicker.tsx';

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
  args: { label: 'Delivery date', name: 'deliveryDate', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Delivery date' });
    // en-CA writes "Month D, YYYY": month, day, year; empty, each part says what it holds.
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments.map((s) => s.getAttribute('aria-label'))).toEqual(['month, ', 'day, ', 'year, ']);
    await expect(group).toHaveTextContent('Month DD, YYYY');
    await userEvent.tab();
    await userEvent.keyboard('03');
    await userEvent.keyboard('14');
    await userEvent.keyboard('2025');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2025-03-14'));
    await expect(group).toHaveTextContent('March 14, 2025');
    // The arrow keys change the focused part: the month by its name.
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(group).toHaveTextContent('April 14, 2025');
  },
};

export const Playground: Story = {
  args: { description: 'The day the client takes the vehicle.', defaultValue: parseDate('2025-03-14') },
};

export const WithValue: Story = {
  name: 'With a value',
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Delivery date' });
    await expect(group).toHaveTextContent('March 14, 2025');
  },
};

export const CalendarOpen: Story = {
  name: 'Picking from the calendar',
  args: { defaultValue: parseDate('2025-03-14') },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /March 14, 2025/ })).toHaveFocus());
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
