import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import { message, quoteStatusLabel, type NewSavedQuoteSearch } from '@sfi/domain';
import { quoteDealers } from '../storybook/fixtures.ts';
import { showsLoading, shown } from '../storybook/plays.ts';
import { withStoryApi, type StoryAnswer, type StoryApi } from '@sfi/api-client/story';
import { dealerQuotes, listedQuotes, page, savedSearches } from './stories/fixtures.ts';
import { storyAddress, storyPaths, storyViewer, withRoute } from './stories/withRoute.tsx';
import { QuotesPage } from './QuotesPage.tsx';

const list = 'GET /lease-quotes';
const search = 'GET /lease-quotes/search';
const dealers = 'GET /lease-quotes/near-prime-dealers';
const saved = 'GET /lease-quotes/saved-searches';

/** An answer that counts the calls it answers, so a play can check how many pages were asked for. */
function counted(answer: StoryAnswer) {
  let calls = 0;
  return Object.assign(() => ((calls += 1), answer), { calls: () => calls });
}

const meta = {
  title: 'Quote tool/Quotes/QuotesPage',
  component: QuotesPage,
  tags: ['autodocs'],
  decorators: [withRoute, withStoryApi],
  beforeEach: () => snackbar.clear(),
  args: { paths: storyPaths },
  parameters: {
    docs: {
      description: {
        component:
          'The lease-quote list of the dealer portal (`/dealer/portal`, DEALER mode) and the staff console ' +
          '(`/staff/quotes`, SFI mode). Search, filters, sort and page live in the address; each change asks the ' +
          'server for one page. A table on wide screens and cards on phones, both virtualized.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    api: {
      [list]: { body: page(listedQuotes, 5) },
      [search]: { body: page(listedQuotes.slice(1, 2), 1) },
      [dealers]: { body: quoteDealers },
      [saved]: { body: savedSearches },
    } satisfies StoryApi,
  },
} satisfies Meta<typeof QuotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff see every dealer’s quotes in every state, with the owner filter. */
export const FilledSfi: Story = {
  name: 'Filled (SFI)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: message('quotes.title') });
    await expect(canvas.getByText(message('quotes.count', { count: 5 }))).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Dana Lee' })).toBeVisible();
    await expect(within(table).getAllByText(quoteStatusLabel('SUBMITTED'))).toHaveLength(2);
    await expect(within(table).getAllByText(message('quotes.newMessage'))).toHaveLength(1);
    await expect(
      canvas.getByRole('button', { name: new RegExp(message('quotes.filter.owner.label')) }),
    ).toBeVisible();
  },
};

/**
 * A dealer sees their dealership’s quotes in every state (issue 25), with no owner filter and Draft
 * as the status filter’s only choice; a quote under review reads as the editor reads it.
 */
export const FilledDealer: Story = {
  name: 'Filled (dealer)',
  parameters: {
    route: { path: '/dealer/portal', viewer: { ...storyViewer, audience: 'dealer' } },
    api: { [list]: { body: page(dealerQuotes) }, [dealers]: { body: quoteDealers } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: message('quotes.title') });
    await expect(within(table).getByText(message('revision.label.INITIAL.QUOTE_SUBMITTED'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: new RegExp(message('quotes.filter.owner.label')) }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(message('quotes.filter.status.label')) }),
    );
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      message('filter.all'),
      quoteStatusLabel('DRAFT'),
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** At 390 px the quotes are cards, one under another, each a link to its quote. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('grid', { name: message('quotes.title') });
    await expect(within(cards).getAllByRole('row').length).toBeGreaterThan(0);
    await expect(within(cards).queryByRole('columnheader')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { [list]: 'pending', [dealers]: { body: quoteDealers } } },
  play: showsLoading,
};

export const Empty: Story = {
  parameters: { api: { [list]: { body: page([]) }, [dealers]: { body: quoteDealers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: message('quotes.empty.title') })).toBeVisible();
    await expect(canvas.getByText(message('quotes.count', { count: 0 }))).toBeVisible();
  },
};

/** Filters that match nothing say so, and offer to clear them. */
export const NoMatch: Story = {
  name: 'No match',
  parameters: {
    route: { url: '/staff/quotes?q=zzz&province=NU' },
    api: { [search]: { body: page([]) }, [dealers]: { body: quoteDealers } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: message('quotes.noMatch.title') })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: message('quotes.search.label') })).toHaveValue('zzz');
    await userEvent.click(canvas.getByRole('button', { name: message('quotes.filters.clear') }));
    await waitFor(() => expect(storyAddress()).toBe('/staff/quotes'));
  },
};

/** A failed load shows no quotes and a count of 0 (doc 1 §8), with the reason and a retry. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: {
    api: {
      [list]: { status: 500, body: { message: 'Internal Server Error' } },
      [dealers]: { body: quoteDealers },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(message('quotes.loadFailed'));
    await expect(alert).toHaveTextContent(message('error.ourEnd'));
    await expect(within(alert).getByRole('button', { name: message('action.retry') })).toBeVisible();
    await expect(canvas.getByText(message('quotes.count', { count: 0 }))).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

const filterChange = counted({ body: page(listedQuotes.slice(0, 1), 50) });

/**
 * A filter change goes back to the first page, is written to the address and asks for exactly one
 * page; a search is asked once typing pauses, not once per letter.
 */
export const FilterAndSearch: Story = {
  name: 'Filter and search',
  parameters: {
    route: { url: '/staff/quotes?page=2' },
    api: {
      [list]: filterChange,
      [search]: filterChange,
      [dealers]: { body: quoteDealers },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid');
    const before = filterChange.calls();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(message('quotes.filter.province.label')) }),
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: message('province.BC') }));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(storyAddress()).toBe('/staff/quotes?province=BC'));
    await waitFor(() => expect(filterChange.calls()).toBe(before + 1));

    await userEvent.type(canvas.getByRole('searchbox', { name: message('quotes.search.label') }), 'rav4');
    await waitFor(() => expect(storyAddress()).toBe('/staff/quotes?q=rav4&province=BC'));
    await waitFor(() => expect(filterChange.calls()).toBe(before + 2));
    await expect(canvas.getByText(message('quotes.count', { count: 50 }))).toBeVisible();
  },
};

/** The server's words, said when it answers, in the story's language. */
const taken = () => message('quotes.savedSearch.duplicate', { name: 'Civics' });

/** Saving a search names it; a name already used comes back under the name field, as typed. */
export const SaveSearchNameTaken: Story = {
  name: 'Save search: name taken',
  parameters: {
    visual: { target: 'page' },
    route: { url: '/staff/quotes?q=civic' },
    api: {
      [search]: { body: page(listedQuotes.slice(1, 2), 1) },
      [dealers]: { body: quoteDealers },
      'POST /lease-quotes/saved-searches': (body) => {
        const { name } = body as NewSavedQuoteSearch;
        return name === 'Civics'
          ? { status: 409, body: { message: taken(), fieldErrors: { name: taken() } } }
          : { status: 201, body: { id: 's3', createdAt: '2026-03-10T00:00:00.000Z', ...(body as object) } };
      },
    } satisfies StoryApi,
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: message('quotes.savedSearch.save') }),
    );
    const dialog = within(await page.findByRole('dialog', { name: message('quotes.savedSearch.save') }));
    const name = dialog.getByRole('textbox', { name: message('quotes.savedSearch.name.label') });
    await userEvent.type(name, 'Civics');
    await userEvent.click(dialog.getByRole('button', { name: message('quotes.savedSearch.save') }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(new RegExp(taken())));
    await expect(name).toHaveValue('Civics');
  },
};

/** The saved searches, by name with what each filters; Show applies one to the list’s address. */
export const SavedSearches: Story = {
  name: 'Saved searches',
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: message('quotes.savedSearch.open') }),
    );
    const dialog = within(await page.findByRole('dialog', { name: message('quotes.savedSearch.open') }));
    const summary = await dialog.findByText(
      `${message('province.BC')} · ${message('revision.label.INITIAL.QUOTE_SUBMITTED')}`,
    );
    await waitFor(() => expect(summary).toBeVisible());
    await userEvent.click(
      dialog.getByRole('button', { name: message('quotes.savedSearch.apply.action', { name: 'Civics' }) }),
    );
    await waitFor(() => expect(storyAddress()).toBe('/staff/quotes?q=civic&sort=createdAt'));
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** An export under way shows what has been received, and can be cancelled. */
export const Exporting: Story = {
  parameters: {
    api: {
      [list]: { body: page(listedQuotes, 5) },
      [dealers]: { body: quoteDealers },
      'GET /lease-quotes/export': 'pending',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: message('quotes.export.csv') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      // "0 kB" in English, "0 ko" in French.
      shown(
        message('quotes.export.running', {
          size: new Intl.NumberFormat(document.documentElement.lang, {
            style: 'unit',
            unit: 'kilobyte',
          }).format(0),
        }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: message('quotes.export.cancel') }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: message('quotes.export.csv') })).toBeEnabled();
  },
};

/** By keyboard: the arrow keys move between the rows, Enter opens the quote of the row. */
export const Keyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: message('quotes.title') });
    await within(grid).findByRole('link', { name: 'Dana Lee' });
    grid.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(storyAddress()).toBe(storyPaths.quote(listedQuotes[1]!.id)));
  },
};
