import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import { message, quoteStatusLabel, revisionStateLabel } from '@sfi/domain';
import { showsLoading } from '../storybook/plays.ts';
import { withStoryApi, type StoryApi } from '../storybook/storyApi.tsx';
import { fullQuote } from './stories/fixtures.ts';
import { storyAddress, storyPaths, withRoute } from './stories/withRoute.tsx';
import { QuotePage } from './QuotePage.tsx';

const read = `GET /lease-quotes/${fullQuote.id}`;

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
          'One lease quote, read-only until the editor: its status, details (the vehicle with its mileage unit), ' +
          'and its revisions with their state and, for INITIAL revisions, the step indicator. Delete asks first, ' +
          'then goes back to the list with a notice.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    route: { path: '/staff/quotes/:id', url: storyPaths.quote(fullQuote.id) },
    api: { [read]: { body: fullQuote } } satisfies StoryApi,
  },
} satisfies Meta<typeof QuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dana Lee' })).toBeVisible();
    await expect(canvas.getByText(quoteStatusLabel(fullQuote.status))).toBeVisible();
    await expect(canvas.getByText('42,000 km')).toBeVisible();
    const revisions = canvas.getAllByRole('article');
    await expect(revisions).toHaveLength(2);
    // The revision's state, and the step of its indicator that is done.
    await expect(
      within(revisions[0]!).getAllByText(revisionStateLabel('INITIAL', 'QUOTE_APPROVED')),
    ).toHaveLength(2);
    await expect(
      within(revisions[0]!).getByRole('list', { name: message('quote.revision.progress', { number: 1 }) }),
    ).toBeVisible();
    await expect(within(revisions[1]!).getByText(revisionStateLabel('ADJUSTED', 'DRAFT'))).toBeVisible();
    await expect(within(revisions[1]!).queryByRole('list')).not.toBeInTheDocument();
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

export const Loading: Story = {
  parameters: { api: { [read]: 'pending' } },
  play: showsLoading,
};

/** A quote that does not exist (or another dealership's) says so, with a link back to the list. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: { api: { [read]: { status: 404, body: { message: message('quote.error.notFound') } } } },
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
      name: message('quote.delete.title', { quote: 'the quote for Dana Lee' }),
    });
    await expect(question).toHaveTextContent(message('quote.delete.question'));
  },
};

/** Once deleted, the list opens with a notice. */
export const Deleted: Story = {
  parameters: {
    api: { [read]: { body: fullQuote }, [`DELETE /lease-quotes/${fullQuote.id}`]: { status: 204 } },
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
      await page.findByText(message('quote.deleted', { quote: 'the quote for Dana Lee' })),
    ).toBeInTheDocument();
  },
};
