import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import { message, type NewQuoteDealer } from '@sfi/domain';
import { quoteDealers } from '../storybook/fixtures.ts';
import { openDialog, showsEmpty, showsFailure, showsLoading } from '../storybook/plays.ts';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import { QuoteDealersPage } from './QuoteDealersPage.tsx';

const list = 'GET /lease-quotes/near-prime-dealers';

const meta = {
  title: 'Quote tool/Staff/QuoteDealersPage',
  component: QuoteDealersPage,
  tags: ['autodocs'],
  decorators: [withStoryApi],
  // The notices of one story's actions do not stay for the next.
  beforeEach: () => snackbar.clear(),
  parameters: {
    docs: {
      description: {
        component:
          'The staff console’s quote dealers (`/staff/quote-dealers`): every near-prime dealer a quote can be prepared for, ' +
          'sorted by name, with adding, editing and deleting after a confirmation. The forms are checked with ' +
          '`NewQuoteDealerSchema` before anything is sent; the server’s field errors (a taken name) show under the fields.',
      },
    },
    api: { [list]: { body: quoteDealers } } satisfies StoryApi,
  },
} satisfies Meta<typeof QuoteDealersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      quoteDealers.map((dealer) => dealer.name),
    );
    await expect(canvas.getByText(message('quoteDealers.count', { count: 4 }))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};

export const Loading: Story = {
  parameters: { api: { [list]: 'pending' } },
  play: showsLoading,
};

export const Empty: Story = {
  parameters: { api: { [list]: { body: [] } } },
  play: showsEmpty(() => message('quoteDealers.empty.title')),
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { api: { [list]: { status: 500, body: { message: 'Internal Server Error' } } } },
  play: showsFailure(() => message('error.ourEnd')),
};

/** The form refuses what the domain's schema refuses, before sending, and says why under each field. */
export const FormErrors: Story = {
  name: 'Form errors',
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const form = within(
      await openDialog(canvasElement, message('quoteDealers.add'), message('quoteDealers.add.title')),
    );
    await userEvent.type(form.getByRole('textbox', { name: message('quoteDealer.email.label') }), 'priya');
    await userEvent.type(form.getByRole('textbox', { name: message('quoteDealer.phone.label') }), '555 01');
    await userEvent.click(form.getByRole('button', { name: message('quoteDealers.add') }));
    const name = form.getByRole('textbox', { name: message('quoteDealer.name.label') });
    await waitFor(() => expect(name).toHaveAccessibleDescription(message('validation.required')));
    await expect(name).toHaveFocus();
    await expect(form.getByRole('textbox', { name: message('quoteDealer.email.label') })).toHaveValue(
      'priya',
    );
    await expect(form.getByText(message('validation.email'))).toBeVisible();
    await expect(form.getByText(message('validation.phone'))).toBeVisible();
    await expect(form.getByText(message('validation.province'))).toBeVisible();
  },
};

/** The server's words, said when it answers, in the story's language. */
const taken = () => message('quoteDealer.duplicate', { name: 'Prairie Road Auto' });

/** A name another dealer has comes back from the server (409) as the name field's error; the form keeps what was typed. */
export const NameTaken: Story = {
  name: 'Name taken',
  parameters: {
    visual: { target: 'page' },
    api: {
      [list]: { body: quoteDealers },
      'PUT /lease-quotes-dealers/d2': () => ({
        status: 409,
        body: { message: taken(), fieldErrors: { name: taken() } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(
      await openDialog(
        canvasElement,
        message('quoteDealers.edit.action', { name: 'Fraser Valley Auto Credit' }),
        message('quoteDealers.edit.title', { name: 'Fraser Valley Auto Credit' }),
      ),
    );
    const name = form.getByRole('textbox', { name: message('quoteDealer.name.label') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Prairie Road Auto');
    await userEvent.click(form.getByRole('button', { name: message('action.save') }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(taken()));
    await expect(name).toHaveValue('Prairie Road Auto');
    await expect(form.getByRole('textbox', { name: message('quoteDealer.contact.label') })).toHaveValue(
      'Priya Sandhu',
    );
  },
};

/** Adding a dealer sends the checked values and closes the dialog; the list is read again. */
export const Added: Story = {
  parameters: {
    api: {
      [list]: { body: quoteDealers },
      'POST /lease-quotes-dealers/': (body) => ({
        status: 201,
        body: { id: 'd5', ...(body as NewQuoteDealer) },
      }),
    } satisfies StoryApi,
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const form = within(
      await openDialog(canvasElement, message('quoteDealers.add'), message('quoteDealers.add.title')),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: message('quoteDealer.name.label') }),
      ' Northern Lights Auto ',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: message('quoteDealer.contact.label') }),
      'Ava Cardinal',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: message('quoteDealer.email.label') }),
      'ava@example.com',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: message('quoteDealer.phone.label') }),
      '867 555 0146',
    );
    // Without a province the form is refused, and the province takes the focus: choose it by keyboard.
    await userEvent.click(form.getByRole('button', { name: message('quoteDealers.add') }));
    const province = form.getByRole('button', { name: new RegExp(message('quoteDealer.province.label')) });
    await waitFor(() => expect(province).toHaveFocus());
    await expect(form.getByText(message('validation.province'))).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('y');
    await waitFor(() => expect(page.getByRole('option', { name: 'Yukon' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(province).toHaveTextContent('Yukon');
    await userEvent.click(form.getByRole('button', { name: message('quoteDealers.add') }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await page.findByText(message('quoteDealers.added', { name: 'Northern Lights Auto' }));
    await waitFor(() => expect(notice).toBeVisible());
  },
};

/** Deleting asks first; cancelling leaves the dealer. */
export const DeleteAsksFirst: Story = {
  name: 'Delete asks first',
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const question = await openDialog(
      canvasElement,
      message('quoteDealers.delete.action', { name: 'Prairie Road Auto' }),
      message('quoteDealers.delete.title', { name: 'Prairie Road Auto' }),
      'alertdialog',
    );
    await expect(question).toHaveTextContent(
      message('quoteDealers.delete.question', { name: 'Prairie Road Auto' }),
    );
  },
};
