import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import { message } from '@sfi/domain';
import { foundFiles, foundLongNames, longNamedFile, searchPage, storyFile } from '../storybook/fixtures.ts';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import {
  storyAddress,
  storyDealer,
  storyGo,
  storyPaths,
  withRoute,
  type StoryRoute,
} from '../storybook/withRoute.tsx';
import { FileSearchPage } from './FileSearchPage.tsx';

const everything = (query: string) => `GET /files/everything/${encodeURIComponent(query)}`;
const byRange = 'POST /files/searchByDeliveryDate';

/** The search "Lee" finds three files; a range finds the two delivered in it. */
const baseApi: StoryApi = {
  [everything('Lee')]: { body: foundFiles },
  [byRange]: { body: searchPage([]) },
};

const meta = {
  title: 'File tool/Search/FileSearchPage',
  component: FileSearchPage,
  tags: ['autodocs'],
  decorators: [withRoute, withStoryApi],
  beforeEach: () => snackbar.clear(),
  args: { paths: storyPaths },
  parameters: {
    docs: {
      description: {
        component:
          'The file search (doc 2 §3, §7, §8): one box with the way to search (the 11 ways, or everything at ' +
          'once), or a delivery-date range; the results a page at a time, each row opening its file. What is ' +
          'searched lives in the address. Staff also create files here; a file-tool dealer finds their ' +
          'dealership’s files.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    api: baseApi,
  },
} satisfies Meta<typeof FileSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: message('fileTool.search.results') });

/** Nothing searched yet: the screen says what can be searched. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(message('fileTool.search.prompt'))).toBeVisible();
  },
};

/** A search typed and sent by Enter: the files found, their count, and the search in the address. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: message('fileTool.search.label') }),
      'Lee{Enter}',
    );
    const grid = await results(canvasElement);
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .map((row) => row.getAttribute('data-key')),
      ).toEqual([
        null, // the header row
        '1000412',
        '1000398',
        '1000371',
      ]),
    );
    await expect(canvas.getByText(message('fileTool.search.count', { count: 3 }))).toBeVisible();
    await expect(storyAddress()).toBe(`${storyPaths.list}?q=Lee`);
  },
};

/** Back to an earlier search: the boxes show it again, as the results do. */
export const BackToEarlierSearch: Story = {
  name: 'Back to an earlier search',
  parameters: {
    route: { url: `${storyPaths.list}?q=Lee` } satisfies StoryRoute,
    api: { ...baseApi, 'GET /files/vin/2HKRS': { body: searchPage([]) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: message('fileTool.search.label') });
    await expect(box).toHaveValue('Lee');
    const searchBy = () => canvas.getByRole('button', { name: new RegExp(message('fileTool.search.by')) });
    await userEvent.click(searchBy());
    await userEvent.click(
      await within(document.body).findByRole('option', { name: message('files.search.type.vin') }),
    );
    await userEvent.clear(box);
    await userEvent.type(box, '2HKRS{Enter}');
    await expect(
      await canvas.findByText(message('files.search.noResults', { query: '2HKRS' })),
    ).toBeVisible();
    storyGo(-1);
    await waitFor(() => expect(storyAddress()).toBe(`${storyPaths.list}?q=Lee`));
    await expect(box).toHaveValue('Lee');
    await expect(searchBy()).toHaveTextContent(message('files.search.type.everything'));
    await expect(
      await within(await results(canvasElement)).findByRole('row', { name: /1000412/ }),
    ).toBeVisible();
  },
};

/** A row opens its file, by keyboard too. */
export const OpenByKeyboard: Story = {
  name: 'Open a file by keyboard',
  parameters: { route: { url: `${storyPaths.list}?q=Lee` } satisfies StoryRoute, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const grid = await results(canvasElement);
    const row = await within(grid).findByRole('row', { name: /1000412/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyAddress()).toBe(storyPaths.file(storyFile.fileNo)));
  },
};

/** Nothing found for a search: "No files were found with {query}". */
export const NoResults: Story = {
  name: 'No results',
  parameters: {
    route: { url: `${storyPaths.list}?by=vin&q=1HGCM82633A004352` } satisfies StoryRoute,
    api: { [`GET /files/vin/1HGCM82633A004352`]: { body: searchPage([]) } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        message('files.search.noResults', { query: '1HGCM82633A004352' }),
      ),
    ).toBeVisible();
  },
};

/** Nothing delivered in a range: "No files were found in this range!". */
export const NoResultsInRange: Story = {
  name: 'No results in the range',
  parameters: { route: { url: `${storyPaths.list}?from=2026-01-01&to=2026-01-31` } satisfies StoryRoute },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(message('files.search.noResultsInRange')),
    ).toBeVisible();
  },
};

/** Files delivered in a range, asked with both days. */
export const DeliveryRange: Story = {
  name: 'Delivery range',
  parameters: {
    route: { url: `${storyPaths.list}?from=2026-03-15&to=2026-03-21` } satisfies StoryRoute,
    api: {
      [byRange]: (body: unknown) =>
        JSON.stringify(body) === JSON.stringify({ startDate: '2026-03-15', endDate: '2026-03-21' })
          ? { body: searchPage([storyFile]) }
          : { status: 400, body: { message: 'Not the range of the story' } },
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await results(canvasElement);
    await expect(await within(grid).findByRole('row', { name: /1000412/ })).toBeVisible();
  },
};

/** The search failed: the screen says so and offers to try again. */
export const Failed: Story = {
  parameters: {
    route: { url: `${storyPaths.list}?q=Lee` } satisfies StoryRoute,
    api: { [everything('Lee')]: { status: 500, body: { message: 'Internal Server Error' } } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(message('error.ourEnd'));
    await expect(within(alert).getByRole('button', { name: message('action.retry') })).toBeVisible();
  },
};

/** A new file whose number is taken: "This file number already exists." under the field. */
export const NewFileNumberTaken: Story = {
  name: 'New file, number taken',
  parameters: {
    api: {
      // The server's words, said when it answers, in the story's language.
      'POST /files': () => ({
        status: 409,
        body: { message: message('files.fileNo.existed', { fileNo: '1000412' }) },
      }),
    },
    visual: { target: 'page' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: message('fileTool.new') }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: message('fileTool.new') }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: message('fileTool.fileNo.label') }),
      '1000412{Enter}',
    );
    await expect(await dialog.findByText(message('files.fileNo.exists'))).toBeVisible();
  },
};

/** A file-tool dealer finds their dealership's files; they do not create files. */
export const Dealer: Story = {
  parameters: {
    route: { path: '/dealer/files', url: '/dealer/files?q=Lee', viewer: storyDealer } satisfies StoryRoute,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('fileTool.search.intro.dealer'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: message('fileTool.new') })).not.toBeInTheDocument();
    await expect(
      await within(await results(canvasElement)).findByRole('row', { name: /1000412/ }),
    ).toBeVisible();
  },
};

/** On a phone, the results show their three main columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { route: { url: `${storyPaths.list}?q=Lee` } satisfies StoryRoute },
  play: async ({ canvasElement }) => {
    const grid = await results(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')).toHaveLength(3));
  },
};

/** The staff console at 1280 px: its menu (15rem) and the page's margins leave the table 976 px. */
const besideStaffMenu: Decorator = (Story) => (
  <div style={{ width: 976 }}>
    <Story />
  </div>
);

/** Whether an element's text is cut short (wider than its box). */
const isCut = (element: Element) => element.scrollWidth > element.clientWidth + 1;

/**
 * At 1280 px beside the staff menu: five wide columns, the VIN whole; a customer's long name cut
 * short, and whole in a tooltip once its cell has keyboard focus (arrow keys), as on hover.
 */
export const StaffLaptop: Story = {
  name: 'At 1280 px, long names',
  decorators: [besideStaffMenu],
  parameters: {
    route: { url: `${storyPaths.list}?q=Lee` } satisfies StoryRoute,
    api: { [everything('Lee')]: { body: foundLongNames } },
    visual: { target: 'page' },
  },
  play: async ({ canvasElement }) => {
    const grid = await results(canvasElement);
    const row = await within(grid).findByRole('row', { name: /1000455/ });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      message('fileTool.fileNo.label'),
      message('fileTool.search.customer'),
      message('fileTool.search.vehicle'),
      message('files.search.type.vin'),
      message('fileTool.search.range'),
    ]);
    const vin = within(row).getByText(String((longNamedFile['vehicle'] as { vin: string }).vin));
    await expect(isCut(vin)).toBe(false);
    const name = 'Marie-Ève Lee-Beaulieu-Fitzgerald-Vanderhoeven';
    const customer = within(row).getByText(name);
    await expect(isCut(customer)).toBe(true);

    row.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(customer.closest('[role="rowheader"], [role="gridcell"]')).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(name);
  },
};

/** The pointer resting on a vehicle cut short shows it whole. */
export const HoverLongVehicle: Story = {
  name: 'At 1280 px, a long vehicle on hover',
  decorators: [besideStaffMenu],
  parameters: {
    route: { url: `${storyPaths.list}?q=Lee` } satisfies StoryRoute,
    api: { [everything('Lee')]: { body: foundLongNames } },
    visual: { target: 'page' },
  },
  play: async ({ canvasElement }) => {
    const grid = await results(canvasElement);
    const vehicle = 'Mercedes-Benz Sprinter 3500 Crew Van High Roof 170" Extended Wheelbase';
    const cell = await within(grid).findByText(`2025 ${vehicle}`);
    await userEvent.hover(cell);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(vehicle);
  },
};

/** On a wide screen, every column: the plate and the originating dealership too. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide' } },
  parameters: {
    route: { url: `${storyPaths.list}?q=Lee` } satisfies StoryRoute,
    api: { [everything('Lee')]: { body: foundLongNames } },
  },
  play: async ({ canvasElement }) => {
    const grid = await results(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')).toHaveLength(7));
    const row = await within(grid).findByRole('row', { name: /1000455/ });
    await expect(isCut(within(row).getByText('W1W8ED3Y5RT123456'))).toBe(false);
    await expect(within(row).getByText('BWK 4821')).toBeVisible();
  },
};
