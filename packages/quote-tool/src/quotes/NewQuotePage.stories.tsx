import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import { shown } from '../storybook/plays.ts';
import { message, vehicleValueMaxYear, type NewLeaseQuote } from '@sfi/domain';
import { quoteDealers } from '../storybook/fixtures.ts';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import { fullQuote, makes, vehicleValue } from './stories/fixtures.ts';
import { storyAddress, storyPaths, withRoute } from './stories/withRoute.tsx';
import { NewQuotePage } from './NewQuotePage.tsx';

const year = vehicleValueMaxYear() - 2;
const cbb = 'GET /cbb';

const meta = {
  title: 'Quote tool/Quotes/NewQuotePage',
  component: NewQuotePage,
  tags: ['autodocs'],
  decorators: [withRoute, withStoryApi],
  beforeEach: () => snackbar.clear(),
  args: { paths: storyPaths },
  parameters: {
    docs: {
      description: {
        component:
          'Creates a lease quote: the vehicle (type sets km or hours; year, make, model and trim from the makes ' +
          'catalogue; VIN; mileage), the quote dealer, the province (the dealer’s by default) and the customer, ' +
          'with the vehicle’s value from `GET /cbb` beside it. Checked with `NewLeaseQuoteSchema` before sending; ' +
          'the server’s field errors show under the fields by name. The created quote opens.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    route: { path: storyPaths.newQuote },
    api: {
      'GET /makes': { body: makes },
      'GET /lease-quotes/near-prime-dealers': { body: quoteDealers },
      [cbb]: { body: vehicleValue(year) },
    } satisfies StoryApi,
  },
} satisfies Meta<typeof NewQuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Chooses `option` in the combo box or select named `label`. */
async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  const field = canvas.queryByRole('combobox', { name: label });
  if (field) {
    await userEvent.clear(field);
    await userEvent.type(field, option);
  } else {
    // Its options may still be loading (the quote calls' code loads with the first call), and a
    // select with none does not open: click it again, as a person would, until the option shows.
    const button = canvas.getByRole('button', { name: new RegExp(label) });
    await waitFor(
      async () => {
        if (!page().queryByRole('listbox')) await userEvent.click(button);
        await expect(page().getByRole('option', { name: option })).toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
  }
  await userEvent.click(await page().findByRole('option', { name: option }));
  await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
}

/** Where a control's box is (a number field's input sits inside its group's box), in whole pixels. */
const boxOf = (control: Element) => {
  const { top, left } = (control.closest('[role="group"]') ?? control).getBoundingClientRect();
  return { top: Math.round(top), left: Math.round(left) };
};

/**
 * The controls of each row of fields start on one line, whichever have help text or an error, and
 * the choices of the quote dealer's fields are shown whole.
 */
async function checkLayout(canvas: ReturnType<typeof within>) {
  const select = (label: string) => canvas.getByRole('button', { name: new RegExp(`${label}$`) });
  const textbox = (label: string) => canvas.getByRole('textbox', { name: label });
  const province = select(message('quoteDealer.province.label'));
  const shown = province.querySelector('span')!;
  await expect(shown).toHaveTextContent(message('quoteDealer.province.placeholder'));
  await expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
  const controls = [
    select(message('quotes.vehicle.year.label')),
    select(message('quotes.vehicle.make.label')),
    select(message('quotes.vehicle.model.label')),
    select(message('quotes.vehicle.trim.label')),
    textbox(message('quotes.vehicle.vin.label')),
    textbox(message('quotes.vehicle.mileage.KM')),
  ];
  const boxes = controls.map(boxOf);
  // A row ends where the next box starts no further right; each control of a row starts where its first does.
  const next = boxes.findIndex((box, index) => index > 0 && box.left <= boxes[index - 1]!.left);
  const perRow = next === -1 ? boxes.length : next;
  for (let start = 0; start < boxes.length; start += perRow) {
    // Within a pixel: a number field's box is its group's, which rounds on its own.
    const row = boxes.slice(start, start + perRow).map((box) => box.top - boxes[start]!.top);
    await expect(row.map((offset) => Math.abs(offset) <= 1)).toEqual(row.map(() => true));
  }
}

export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: message('quotes.new.title') }),
    ).toBeVisible();
    await checkLayout(canvas);
    await expect(canvas.getByRole('radio', { name: message('quotes.vehicle.type.CAR') })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: message('quotes.vehicle.mileage.KM') })).toBeVisible();
    await expect(canvas.getByText(message('quotes.value.prompt'))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: message('quotes.new.title') });
    await checkLayout(canvas);
  },
};

/** Another vehicle type counts hours (doc 1 §3): the mileage field says so, and no value is looked up. */
export const OtherVehicle: Story = {
  name: 'Other vehicle (hours)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: message('quotes.vehicle.type.OTHER') }));
    await expect(canvas.getByRole('textbox', { name: message('quotes.vehicle.mileage.HR') })).toBeVisible();
    await expect(canvas.getByText(message('quotes.value.hours'))).toBeVisible();
  },
};

/** The form refuses what `NewLeaseQuoteSchema` refuses, before sending, under the field by its name. */
export const FormErrors: Story = {
  name: 'Form errors',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vin = await canvas.findByRole('textbox', { name: message('quotes.vehicle.vin.label') });
    await userEvent.type(vin, '2T3P1RFV8');
    await userEvent.type(
      canvas.getByRole('textbox', { name: message('quotes.customer.firstName.label') }),
      'Dana',
    );
    await userEvent.click(canvas.getByRole('button', { name: message('quotes.new.create') }));
    await waitFor(() => expect(vin).toHaveAccessibleDescription(new RegExp(message('quote.vehicle.vin'))));
    await expect(vin).toHaveFocus();
    // The province and the customer's last name (or company) are required to create a quote.
    await expect(canvas.getByText(shown(message('quote.province.required')))).toBeVisible();
    await expect(canvas.getByText(message('quote.customer.lastName.required'))).toBeVisible();
    // An error under one field moves none of its row's controls.
    await checkLayout(canvas);
    await expect(vin).toHaveValue('2T3P1RFV8');
    await expect(
      canvas.getByRole('textbox', { name: message('quotes.customer.firstName.label') }),
    ).toHaveValue('Dana');
  },
};

/** The server's words, said when it answers, in the story's language. */
const unknownDealer = () => message('quote.dealer.unknown');
const badVin = () => message('quote.vehicle.vin');

/** The server's field errors (`vehicle.vin`, `dealer`) show under those fields; what was typed stays. */
export const ServerErrors: Story = {
  name: 'Server errors',
  parameters: {
    api: {
      ...meta.parameters.api,
      'POST /lease-quotes': () => ({
        status: 400,
        body: {
          message: 'What was sent is not valid',
          fieldErrors: { 'vehicle.vin': badVin(), dealer: unknownDealer() },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dealer sets the province; with the customer's last name the form is complete (both are
    // required), so it is sent and the server's errors are what show.
    await choose(canvas, message('quotes.new.dealer'), 'Prairie Road Auto');
    await userEvent.type(
      canvas.getByRole('textbox', { name: message('quotes.customer.lastName.label') }),
      'Lee',
    );
    const vin = canvas.getByRole('textbox', { name: message('quotes.vehicle.vin.label') });
    await userEvent.type(vin, '2T3P1RFV8RC123456');
    await userEvent.click(canvas.getByRole('button', { name: message('quotes.new.create') }));
    await waitFor(() => expect(vin).toHaveAccessibleDescription(new RegExp(badVin())));
    await expect(canvas.getByText(unknownDealer())).toBeVisible();
    await expect(vin).toHaveValue('2T3P1RFV8RC123456');
  },
};

/**
 * Once the year, make, model, kilometres and province are known, the vehicle's value shows beside the
 * form, marked as demonstration data. Choosing the quote dealer sets the province to theirs.
 */
export const VehicleValue: Story = {
  name: 'Vehicle value',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await choose(canvas, message('quotes.vehicle.year.label'), String(year));
    await choose(canvas, message('quotes.vehicle.make.label'), 'Toyota');
    await choose(canvas, message('quotes.vehicle.model.label'), 'RAV4');
    await choose(canvas, message('quotes.vehicle.trim.label'), 'XLE');
    const kilometres = canvas.getByRole('textbox', { name: message('quotes.vehicle.mileage.KM') });
    await userEvent.type(kilometres, '42000');
    await userEvent.tab();
    await choose(canvas, message('quotes.new.dealer'), 'Fraser Valley Auto Credit');
    await expect(canvas.getByRole('button', { name: new RegExp(message('province.BC')) })).toBeVisible();
    const value = canvas.getByRole('region', { name: message('quotes.value.title') });
    // $27,450 in English, 27 450 $ in French: whole dollars.
    const dollars = new Intl.NumberFormat(document.documentElement.lang, {
      style: 'currency',
      currency: 'CAD',
      maximumFractionDigits: 0,
    });
    await expect(await within(value).findByText(dollars.format(27450).replace(/\s/g, ' '))).toBeVisible();
    await expect(within(value).getByText(message('vehicleValue.demonstration'))).toBeVisible();
  },
};

/** A vehicle the valuation knows no value for (404) says so. */
export const NoValueKnown: Story = {
  name: 'No value known',
  parameters: {
    api: {
      ...meta.parameters.api,
      [cbb]: () => ({ status: 404, body: { message: message('vehicleValue.notFound') } }),
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await choose(canvas, message('quotes.vehicle.year.label'), String(year));
    await choose(canvas, message('quotes.vehicle.make.label'), 'Honda');
    await choose(canvas, message('quotes.vehicle.model.label'), 'Civic');
    await userEvent.type(canvas.getByRole('textbox', { name: message('quotes.vehicle.mileage.KM') }), '1000');
    await choose(canvas, message('quoteDealer.province.label'), 'Ontario');
    const value = canvas.getByRole('region', { name: message('quotes.value.title') });
    await expect(await within(value).findByText(message('vehicleValue.notFound'))).toBeVisible();
  },
};

/** A created quote opens at its own address, with a notice naming it. */
export const Created: Story = {
  parameters: {
    // The notice shows over the page, outside the story's root.
    visual: { target: 'page' },
    api: {
      ...meta.parameters.api,
      'POST /lease-quotes': (body: unknown) => ({
        status: 201,
        body: { ...fullQuote, vehicle: (body as NewLeaseQuote).vehicle },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: message('quotes.customer.companyName.label') }),
      'Lee Haulage',
    );
    await choose(canvas, message('quoteDealer.province.label'), 'Ontario');
    await userEvent.click(canvas.getByRole('button', { name: message('quotes.new.create') }));
    await waitFor(() => expect(storyAddress()).toBe(storyPaths.quote(fullQuote.id)));
    // The notice names the quote by its customer (the created quote's is fullQuote's).
    await expect(
      await within(document.body).findByText(
        message('quotes.new.created', { quote: message('quotes.reference.customer', { name: 'Dana Lee' }) }),
      ),
    ).toBeInTheDocument();
  },
};
