import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import {
  formatMoney,
  leasePayment,
  message,
  quoteActionText,
  quoteStatusLabel,
  revisionStateLabel,
  type LeaseQuote,
} from '@sfi/domain';
import { showsLoading, shown } from '../storybook/plays.ts';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import { fullQuote, makes, storyTerms } from './stories/fixtures.ts';
import { storyAddress, storyPaths, withRoute, type StoryRoute } from './stories/withRoute.tsx';
import { QuotePage } from './QuotePage.tsx';

const read = `GET /lease-quotes/${fullQuote.id}`;
const save = `PUT /lease-quotes/v2/${fullQuote.id}`;
const status = `PUT /lease-quotes/${fullQuote.id}/status`;

/** The server's answer to a save: the quote as sent. */
const saved = (body: unknown) => ({ body: { ...fullQuote, ...(body as Partial<LeaseQuote>) } });

/** The quote, its saves and the makes catalogue; each story changes what it is about. */
const baseApi: StoryApi = { [read]: { body: fullQuote }, [save]: saved, 'GET /makes': { body: makes } };

const meta = {
  title: 'Quote tool/Quotes/QuotePage',
  component: QuotePage,
  tags: ['autodocs'],
  decorators: [withRoute, withStoryApi],
  beforeEach: () => snackbar.clear(),
  args: { paths: storyPaths },
  parameters: {
    docs: {
      description: {
        component:
          'The quote editor: its status and dates; the vehicle form; the revisions in their order (drag, move ' +
          'buttons or Alt + arrows), each with its state, owner, step indicator, the next steps the workflow ' +
          'offers this user, and its terms with the monthly payment computed as they change. Edits are saved ' +
          'a moment after typing stops; the save state shows above the form. Compare two revisions, and the ' +
          'timeline of state changes, follow.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    route: { path: '/staff/quotes/:id', url: storyPaths.quote(fullQuote.id) } satisfies StoryRoute,
    api: baseApi,
  },
} satisfies Meta<typeof QuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A staff super admin sees the selected revision's next steps: exactly the workflow's. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dana Lee' })).toBeVisible();
    await expect(canvas.getByText(quoteStatusLabel(fullQuote.status))).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        level: 3,
        name: message('quote.revision.title', { number: 1, type: message('revision.type.INITIAL') }),
      }),
    ).toBeVisible();
    const steps = canvas.getByRole('group', { name: message('quote.revision.actions', { number: 1 }) });
    await expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([quoteActionText('approveCredit').label, quoteActionText('revertToDraft').label]);
    const revision = fullQuote.quoteData[0]!;
    await expect(
      canvas.getByText(
        shown(
          message('quote.lock.terms.revert', {
            state: revisionStateLabel(revision.revisionType, revision.revisionState),
          }),
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(message('quote.save.saved'))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Dana Lee' }),
    ).toBeVisible();
  },
};

/** A draft's terms: the monthly payment follows each figure, and the change is saved. */
export const DraftTerms: Story = {
  name: 'Draft terms, payment live',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: message('quote.revision.title', { number: 2, type: message('revision.type.DRAFT') }),
      }),
    );
    const rate = await canvas.findByRole('textbox', { name: message('quote.terms.field.rate') });
    await userEvent.clear(rate);
    await userEvent.type(rate, '3.99');
    await userEvent.tab();
    const expected = leasePayment({ ...storyTerms, downPayment: 5_000, rate: 3.99 }, 'BC')!;
    const payment = canvas.getByRole('region', { name: message('quote.payment.title') });
    await waitFor(() => expect(payment).toHaveTextContent(shown(formatMoney(expected.monthlyPayment))));
    await waitFor(() => expect(canvas.getByText(message('quote.save.saved'))).toBeVisible(), {
      timeout: 3000,
    });
  },
};

/** A figure out of range shows its error under the field, and nothing is sent. */
export const TermsError: Story = {
  name: 'Terms in error',
  parameters: { api: { ...baseApi, [save]: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: message('quote.revision.title', { number: 2, type: message('revision.type.DRAFT') }),
      }),
    );
    const price = await canvas.findByRole('textbox', { name: message('quote.terms.field.sellingPrice') });
    await userEvent.clear(price);
    await userEvent.tab();
    await expect(await canvas.findByText(message('quote.terms.sellingPrice'))).toBeVisible();
    await expect(canvas.getByText(shown(message('quote.save.invalid')))).toBeVisible();
  },
};

/** Approving asks the spec's question first, then says the spec's notice. */
export const ApproveAsksFirst: Story = {
  name: 'Approve asks first',
  parameters: {
    api: {
      ...baseApi,
      [status]: {
        body: {
          ...fullQuote,
          quoteData: [
            { ...fullQuote.quoteData[0]!, revisionState: 'CREDIT_APPROVED' },
            fullQuote.quoteData[1]!,
          ],
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const approve = quoteActionText('approveCredit');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: approve.label }));
    const question = within(await page.findByRole('alertdialog', { name: approve.label }));
    await expect(question.getByText(approve.confirmation!)).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: approve.label }));
    await expect(await page.findByText(approve.notice!)).toBeInTheDocument();
    await waitFor(() =>
      expect(page.queryByRole('alertdialog', { name: approve.label })).not.toBeInTheDocument(),
    );
    await expect(
      await within(canvasElement).findAllByText(revisionStateLabel('INITIAL', 'CREDIT_APPROVED')),
    ).not.toHaveLength(0);
  },
};

/** A change the server refuses says why, in the spec's words. */
export const ChangeRefused: Story = {
  name: 'Change refused',
  parameters: {
    api: {
      ...baseApi,
      [status]: () => ({ status: 403, body: { message: message('quote.error.adminMustApprove') } }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const approve = quoteActionText('approveCredit');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: approve.label }));
    await userEvent.click(
      within(await page.findByRole('alertdialog')).getByRole('button', { name: approve.label }),
    );
    await expect(await page.findByText(message('quote.error.adminMustApprove'))).toBeInTheDocument();
    await waitFor(() =>
      expect(page.queryByRole('alertdialog', { name: approve.label })).not.toBeInTheDocument(),
    );
  },
};

/**
 * A quote whose revisions are all drafts, so its vehicle can still change (a revision past Draft
 * locks it, locks.ts).
 */
const draftQuote: LeaseQuote = {
  ...fullQuote,
  status: 'DRAFT',
  quoteData: fullQuote.quoteData.map((revision) => ({ ...revision, revisionState: 'DRAFT' })),
  timeline: [],
};

/** A save the server fails: "Error updating quote", and what was typed stays. */
export const SaveFailed: Story = {
  name: 'Save failed',
  parameters: {
    api: { ...baseApi, [read]: { body: draftQuote }, [save]: { status: 500, body: { message: 'boom' } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vin = await canvas.findByRole('textbox', { name: message('quotes.vehicle.vin.label') });
    await userEvent.clear(vin);
    await userEvent.type(vin, '2T3P1RFV8RC654321');
    await expect(await canvas.findByText(message('quote.error.update'), {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByText(message('error.ourEnd'))).toBeVisible();
    await expect(vin).toHaveValue('2T3P1RFV8RC654321');
  },
};

/**
 * The service unavailable for a moment (issue 28: the database restarting): the save answers the
 * API's 503. It is not refused: the editor says the changes are kept and saved when the service
 * returns (the queue sends the save again, under the same key), and what was typed stays.
 */
export const SaveUnavailable: Story = {
  name: 'Save unavailable',
  parameters: {
    api: {
      ...baseApi,
      [read]: { body: draftQuote },
      [save]: () => ({
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: message('error.unavailable') },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vin = await canvas.findByRole('textbox', { name: message('quotes.vehicle.vin.label') });
    await userEvent.clear(vin);
    await userEvent.type(vin, '2T3P1RFV8RC654321');
    await expect(
      await canvas.findByText(message('quote.save.unavailable'), {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(message('quote.error.update'))).toBeNull();
    await expect(vin).toHaveValue('2T3P1RFV8RC654321');
  },
};

/** A dealer of the quote, with the dealer steps on, submits rather than approves (doc 1 §4). */
export const Dealer: Story = {
  parameters: {
    route: {
      path: '/dealer/portal/quotes/:id',
      url: `/dealer/portal/quotes/${fullQuote.id}`,
      viewer: { audience: 'dealer', id: 'u-staff-1', roles: [], dealerStepsEnabled: true },
    } satisfies StoryRoute,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await canvas.findByRole('group', {
      name: message('quote.revision.actions', { number: 1 }),
    });
    await expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([quoteActionText('submitForCreditApproval').label, quoteActionText('revertToDraft').label]);
  },
};

export const Loading: Story = {
  parameters: { api: { ...baseApi, [read]: 'pending' } },
  play: showsLoading,
};

/** A quote that does not exist (or another dealership's) says so, with a link back to the list. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: {
    api: { [read]: () => ({ status: 404, body: { message: message('quote.error.notFound') } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: message('quote.error.notFound') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: message('quote.backToList') })).toHaveAttribute(
      'href',
      storyPaths.list,
    );
  },
};

/** Deleting asks first. */
export const DeleteAsksFirst: Story = {
  name: 'Delete asks first',
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: message('quote.delete') }),
    );
    const question = await within(document.body).findByRole('alertdialog', {
      name: message('quote.delete.title', {
        quote: message('quotes.reference.customer', { name: 'Dana Lee' }),
      }),
    });
    // The quote is past Draft (revision 1 is Quote Approved): staff are told its state first.
    const revision = fullQuote.quoteData[0]!;
    await expect(question).toHaveTextContent(
      shown(
        message('quote.delete.questionSubmitted', {
          state: revisionStateLabel(revision.revisionType, revision.revisionState),
        }),
      ),
    );
  },
};

/** Once deleted, the list opens with a notice. */
export const Deleted: Story = {
  parameters: {
    api: { ...baseApi, [`DELETE /lease-quotes/${fullQuote.id}`]: { status: 204 } },
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: message('quote.delete') }),
    );
    const question = within(await page.findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: message('quote.delete') }));
    await waitFor(() => expect(storyAddress()).toBe(storyPaths.list));
    await expect(
      await page.findByText(
        message('quote.deleted', { quote: message('quotes.reference.customer', { name: 'Dana Lee' }) }),
      ),
    ).toBeInTheDocument();
  },
};
