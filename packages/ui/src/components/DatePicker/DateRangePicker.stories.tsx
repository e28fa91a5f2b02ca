import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { DateRangePicker } from './DatePicker.tsx';
import { storyWords } from '../../storybook/words.ts';
import { typedDate, writtenDate } from './storyDates.ts';

const localeOf = (context: { globals: Record<string, unknown> }) => String(context.globals['locale']);

const march = { start: parseDate('2025-03-01'), end: parseDate('2025-03-31') };

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A period: a start and an end date, each written as DatePicker writes it ("March 1, 2025"), typed or picked on one calendar (first click the start, then the end). Values are `{ start, end }` of `@internationalized/date` dates. ' +
          'Use it for report periods and searches by delivery date. Do not use it for two unrelated dates (two DatePickers).',
      },
    },
  },
  args: { label: 'Report period', startName: 'startDate', endName: 'endDate', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const group = within(canvasElement).getByRole('group', { name: 'Report period' });
    // Two dates, each written as DatePicker writes it ("Month D, YYYY" in en-CA) and typed in that order.
    await expect(within(group).getAllByRole('spinbutton')).toHaveLength(6);
    await userEvent.tab();
    await userEvent.keyboard(typedDate(locale, '2025-03-01'));
    await userEvent.keyboard(typedDate(locale, '2025-03-31'));
    await expect(args.onChange).toHaveBeenLastCalledWith(march);
    await expect(group).toHaveTextContent(
      `${writtenDate(locale, '2025-03-01')}–${writtenDate(locale, '2025-03-31')}`,
    );
  },
};

export const Playground: Story = { args: { defaultValue: march, description: 'Both days included.' } };

export const CalendarOpen: Story = {
  name: 'Picking from the calendar',
  args: { defaultValue: march },
  play: async ({ args, canvasElement, loaded, globals }) => {
    const locale = localeOf({ globals });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(storyWords({ loaded }).ui.openCalendar) }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await userEvent.click(
      within(grid).getByRole('button', { name: new RegExp(`\\b${writtenDate(locale, '2025-03-03')}`) }),
    );
    await userEvent.click(
      within(grid).getByRole('button', { name: new RegExp(`\\b${writtenDate(locale, '2025-03-07')}`) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2025-03-03'),
      end: parseDate('2025-03-07'),
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  name: 'Calendar open',
  parameters: { visual: { target: 'page' } },
  args: { defaultValue: march, defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Invalid: Story = {
  name: 'Error',
  args: { isInvalid: true, defaultValue: march, errorMessage: 'Reports cover at most one year.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reports cover at most one year.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: march } };
