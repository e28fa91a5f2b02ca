import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import {
  demoInsuranceAgencies,
  formatDate,
  message,
  type LeaseFileFields,
  type MessageKey,
} from '@sfi/domain';
import {
  documentsOf,
  historyPage,
  savedMeanwhile,
  someDocuments,
  storyFile,
  storyRevisions,
  tallViewports,
} from '../storybook/fixtures.ts';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import { storyDealer, storyPaths, withRoute, type StoryRoute } from '../storybook/withRoute.tsx';
import { FilePage } from './FilePage.tsx';

const { fileNo } = storyFile;
const read = `GET /files/${fileNo}`;
const save = `PUT /files/${fileNo}`;

/** The bodies of the saves a story sent, in order. */
const sent: Record<string, unknown>[] = [];

/**
 * The server's answer to a save, as `PUT /files/{fileNo}` answers: a save made on the file as it is
 * now (`updatedAt`) is the file as sent, newer; a save made on an older read is refused (409) with
 * the file as it is now.
 */
const savesOn =
  (current: LeaseFileFields) =>
  (body: unknown): { status?: number; body: unknown } => {
    const fields = body as LeaseFileFields;
    sent.push(fields);
    if (fields.updatedAt !== current.updatedAt)
      return {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: message('files.error.stale'), file: current },
      };
    return { body: { file: { ...fields, updatedAt: '2026-03-10T12:00:00.000Z' } } };
  };

/** The file, its history and documents, and its saves; each story changes what it is about. */
const baseApi: StoryApi = {
  [read]: { body: { file: storyFile } },
  [save]: savesOn(storyFile),
  [`GET /history/${fileNo}`]: (_body, query) => ({ body: historyPage(storyRevisions, query) }),
  [`GET /documents/${fileNo}`]: { body: documentsOf(storyFile, someDocuments) },
};

/** Someone saved the file after this editor read it: a save on the read is refused. */
const staleApi: StoryApi = { ...baseApi, [save]: savesOn(savedMeanwhile) };

const meta = {
  title: 'File tool/File/FilePage',
  component: FilePage,
  tags: ['autodocs'],
  decorators: [withRoute, withStoryApi],
  beforeEach: () => {
    snackbar.clear();
    sent.length = 0;
  },
  args: { paths: storyPaths, insuranceAgencies: demoInsuranceAgencies },
  // As tall as the story tests' frame, so their screenshots hold as much of the editor as they can.
  globals: { viewport: { value: 'tallDesktop' } },
  parameters: {
    docs: {
      description: {
        component:
          'One lease file (doc 2 §3, §7, §8): its fields by group, each with the control its display type ' +
          'calls for (text, number, yes/no, a list one item a line, a number kept as text, a percentage, a date, ' +
          'a choice), saved together; an error shows under its field. A save made on an old read is refused ' +
          'and the user chooses what to keep. Its history and documents are the other tabs. Staff also ' +
          'renumber and delete it; a file-tool dealer reads it.',
      },
    },
    viewport: { options: tallViewports },
    route: { path: '/staff/files/:fileNo', url: storyPaths.file(fileNo) } satisfies StoryRoute,
    api: baseApi,
  },
} satisfies Meta<typeof FilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section of the editor, by its heading. */
const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));
/** A group's section, by the group's key (`lessee`), in the story's language. */
const group = (canvasElement: HTMLElement, key: string) =>
  section(canvasElement, message(`leaseFile.group.${key}` as MessageKey));
/** A field's label, by its key (`firstName`), in the story's language. */
const field = (key: string) => message(`leaseFile.field.${key}` as MessageKey);
/** A field's label as the start of a name: a select's button is named by its label and its choice. */
const fieldStart = (key: string) => new RegExp(field(key).replace(/[()]/g, '\\$&'));
/** A percentage field's label, "Rate (%)". */
const percentField = (key: string) => `${field(key)} (%)`;
/** Figures as the editor and its tables write them: "24,500", "4.99%" in English. */
const number = (value: number) => new Intl.NumberFormat(document.documentElement.lang).format(value);
const percent = (value: number) =>
  new Intl.NumberFormat(document.documentElement.lang, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
const opened = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', {
    level: 1,
    name: message('fileTool.file.title', { fileNo }),
  });
/** The text of a date field's segments, as shown. */
/** A date field's text as shown: "Month D, YYYY" (doc 2 §3). */
const dateShown = (group: HTMLElement) => group.textContent?.trim();

/** Every field display type of doc 2 §3, each with its control and the file's value. */
export const Default: Story = {
  name: 'Every field display type',
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const file = section(canvasElement, message('fileTool.section.file'));
    const lessee = group(canvasElement, 'lessee');
    const vehicle = group(canvasElement, 'vehicle');
    const lease = group(canvasElement, 'lease');
    const insurance = group(canvasElement, 'insurance');
    const status = group(canvasElement, 'status');
    // String, Number (a year without a thousands separator, "Outstanding Balance"), Bool, Array.
    await expect(lessee.getByRole('textbox', { name: field('firstName') })).toHaveValue('Dana');
    await expect(vehicle.getByRole('textbox', { name: field('year') })).toHaveValue('2022');
    await expect(lease.getByRole('textbox', { name: field('outstandingRepairFee') })).toHaveValue('350');
    await expect(vehicle.getByRole('switch', { name: field('isUsed') })).toBeChecked();
    await expect(file.getByRole('switch', { name: field('isTwoLessee') })).not.toBeChecked();
    await expect(vehicle.getByRole('textbox', { name: field('options') })).toHaveValue(
      'Winter tires\nRoof rack',
    );
    // StringNumber (a number kept as the text it was stored as), Percentage.
    await expect(vehicle.getByRole('textbox', { name: field('mileage') })).toHaveValue('24,500');
    await expect(lease.getByRole('textbox', { name: field('mileageAllowance') })).toHaveValue('20000');
    await expect(lease.getByRole('textbox', { name: percentField('rate') })).toHaveValue(
      new Intl.NumberFormat(document.documentElement.lang).format(5.49),
    );
    // Date, as "Month D, YYYY"; the empty date (1900-01-01) shows empty, saying what it takes.
    await expect(dateShown(file.getByRole('group', { name: field('deliveryDate') }))).toBe(
      formatDate('2026-03-20'),
    );
    // Empty, each of its parts shows what it takes ("Month DD, YYYY" in English).
    const expiry = insurance.getByRole('group', { name: field('expiryDate') });
    await expect(expiry.querySelectorAll('[role="spinbutton"][data-placeholder]')).toHaveLength(3);
    // The closed sets are lists of their labels: the province by its name.
    await expect(file.getByRole('button', { name: fieldStart('province') })).toHaveTextContent(
      message('province.BC'),
    );
    await expect(file.getByRole('button', { name: fieldStart('fileType') })).toHaveTextContent(
      message('leaseFile.choice.fileType.LEASE'),
    );
    // The selects: citizenship, the purposes it offers, the configured agencies, the document state.
    await expect(lessee.getByRole('button', { name: fieldStart('isCanadianCitizen') })).toHaveTextContent(
      message('leaseFile.option.nonCanadian'),
    );
    await expect(lessee.getByRole('button', { name: fieldStart('legalStatus') })).toHaveTextContent(
      message('leaseFile.purpose.Work'),
    );
    await expect(
      insurance.getByRole('button', { name: fieldStart('insuranceReferralCompany') }),
    ).toHaveTextContent(demoInsuranceAgencies[2]);
    await expect(
      status.getByRole('button', { name: new RegExp(message('fileTool.documentState')) }),
    ).toHaveTextContent(message('fileTool.documentState.CREDIT_APPROVED'));
    await expect(within(canvasElement).getByText(message('fileTool.allSaved'))).toBeVisible();
  },
};

/**
 * Errors under their fields, found before anything is sent: a mileage without a number, and a
 * purpose of stay the citizenship no longer offers (Visitor, for a Canadian), chosen by keyboard.
 */
export const FieldErrors: Story = {
  name: 'Field errors',
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const lessee = group(canvasElement, 'lessee');
    const mileage = group(canvasElement, 'vehicle').getByRole('textbox', { name: field('mileage') });
    await userEvent.clear(mileage);
    await userEvent.type(mileage, 'about twenty thousand');
    // Visitor, then Canadian: by keyboard, as a select opens on Enter and picks with the arrows.
    lessee.getByRole('button', { name: fieldStart('legalStatus') }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: message('leaseFile.purpose.Visitor') }),
    );
    lessee.getByRole('button', { name: fieldStart('isCanadianCitizen') }).focus();
    await userEvent.keyboard('{Enter}');
    // The list opens on the choice the file holds; Canadian is the one above it.
    const current = await within(document.body).findByRole('option', {
      name: message('leaseFile.option.nonCanadian'),
    });
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(lessee.getByRole('button', { name: fieldStart('isCanadianCitizen') })).toHaveTextContent(
      new RegExp(`^${message('leaseFile.option.canadian')}`),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: message('fileTool.save') }));

    await expect(
      await within(canvasElement).findByText(message('fileTool.invalid', { count: 2 }).replace(/\s+/g, ' ')),
    ).toBeVisible();
    await expect(mileage).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText(message('files.field.stringNumber').replace(/\s+/g, ' ')),
    ).toBeVisible();
    await expect(
      lessee.getByText(
        message('files.field.option', {
          options: ['Student', 'Work', 'Other']
            .map((purpose) => message(`leaseFile.purpose.${purpose}` as MessageKey))
            .join(', '),
        }).replace(/\s+/g, ' '),
      ),
    ).toBeVisible();
    await expect(mileage).toHaveValue('about twenty thousand');
    await expect(sent).toEqual([]);
  },
};

/** An error the server found shows under its field (an agency the server's configuration does not name). */
export const ServerFieldError: Story = {
  name: 'Field error from the server',
  parameters: {
    api: {
      ...baseApi,
      // The server's words, said when it answers, in the story's language.
      [save]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: message('files.field.option', { options: 'Northstar Brokers' }),
          fieldErrors: {
            'insurance.insuranceReferralCompany': message('files.field.option', {
              options: 'Northstar Brokers',
            }),
          },
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const insurance = group(canvasElement, 'insurance');
    await userEvent.type(insurance.getByRole('textbox', { name: field('policyNo') }), '-B');
    await userEvent.click(within(canvasElement).getByRole('button', { name: message('fileTool.save') }));
    await expect(
      await insurance.findByText(
        message('files.field.option', { options: 'Northstar Brokers' }).replace(/\s+/g, ' '),
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText(message('fileTool.invalid', { count: 1 }).replace(/\s+/g, ' ')),
    ).toBeVisible();
  },
};

/** A change saved: the notice, and the save state says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const rate = group(canvasElement, 'lease').getByRole('textbox', { name: percentField('rate') });
    await userEvent.clear(rate);
    await userEvent.type(rate, number(4.99));
    await userEvent.tab();
    await expect(within(canvasElement).getByText(message('fileTool.unsaved'))).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: message('fileTool.save') }));
    await expect(
      await within(document.body).findByText(message('fileTool.saved', { fileNo })),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByText(message('fileTool.allSaved'))).toBeVisible();
    await expect(sent).toEqual([
      expect.objectContaining({
        updatedAt: storyFile.updatedAt,
        lease: expect.objectContaining({ rate: '4.99' }),
      }),
    ]);
  },
};

/** Changes the rate to 4.99 and saves: someone saved 5.25 meanwhile, so the save is refused. */
async function saveOnAnOldRead(canvasElement: HTMLElement) {
  await opened(canvasElement);
  const rate = group(canvasElement, 'lease').getByRole('textbox', { name: percentField('rate') });
  await userEvent.clear(rate);
  await userEvent.type(rate, number(4.99));
  await userEvent.tab();
  await userEvent.click(within(canvasElement).getByRole('button', { name: message('fileTool.save') }));
  const dialog = await within(document.body).findByRole('dialog', { name: message('fileTool.stale.title') });
  const rateOfLease = `${message('leaseFile.group.lease')} · ${field('rate')}`;
  const row = within(dialog).getByRole('row', { name: new RegExp(rateOfLease) });
  await expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
    rateOfLease,
    percent(4.99),
    percent(5.25),
  ]);
  return { dialog: within(dialog), rate };
}

/** A save on an old read, then "Drop my changes" by keyboard: the editor shows the file as it is now. */
export const StaleSaveDropMine: Story = {
  name: 'Stale save, drop my changes',
  parameters: { api: staleApi },
  play: async ({ canvasElement }) => {
    const { dialog, rate } = await saveOnAnOldRead(canvasElement);
    const drop = dialog.getByRole('button', { name: message('fileTool.stale.takeTheirs') });
    for (let step = 0; step < 5 && document.activeElement !== drop; step += 1) await userEvent.tab();
    await expect(drop).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rate).toHaveValue(number(5.25)));
    await expect(
      group(canvasElement, 'lease').getByRole('textbox', { name: field('monthlyPayment') }),
    ).toHaveValue(number(598.1));
    await expect(within(canvasElement).getByText(message('fileTool.allSaved'))).toBeVisible();
    await expect(sent).toHaveLength(1);
  },
};

/**
 * A save on an old read, then "Save my changes over theirs": saved again on the file as it is now,
 * the user's rate over theirs, their monthly payment kept.
 */
export const StaleSaveKeepMine: Story = {
  name: 'Stale save, keep my changes',
  parameters: { api: staleApi },
  play: async ({ canvasElement }) => {
    const { dialog, rate } = await saveOnAnOldRead(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: message('fileTool.stale.keepMine') }));
    await expect(
      await within(document.body).findByText(message('fileTool.saved', { fileNo })),
    ).toBeInTheDocument();
    await expect(rate).toHaveValue(number(4.99));
    await expect(
      group(canvasElement, 'lease').getByRole('textbox', { name: field('monthlyPayment') }),
    ).toHaveValue(number(598.1));
    await expect(sent.at(-1)).toEqual(
      expect.objectContaining({
        updatedAt: savedMeanwhile.updatedAt,
        lease: expect.objectContaining({ rate: '4.99', monthlyPayment: 598.1 }),
      }),
    );
  },
};

/** The tabs by keyboard: the arrows move to the history, with what the last save changed, and the documents. */
export const TabsByKeyboard: Story = {
  name: 'History and documents, by keyboard',
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: message('fileTool.tab.fields') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: message('fileTool.tab.history') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await canvas.findByRole('table', { name: message('fileTool.history.changes', { version: 3 }) }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      await canvas.findByRole('list', { name: message('fileTool.documents.required') }),
    ).toBeVisible();
  },
};

/**
 * A version put back in the editor by keyboard: the History panel closes with its button, so the
 * focus goes to the Fields tab rather than being lost (issue 25).
 */
export const RestoreByKeyboard: Story = {
  name: 'Restore a version by keyboard',
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: message('fileTool.tab.fields') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const restore = await canvas.findByRole('button', { name: message('fileTool.history.restore') });
    restore.focus();
    await userEvent.keyboard('{Enter}');
    const fields = canvas.getByRole('tab', { name: message('fileTool.tab.fields') });
    await expect(fields).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(fields).toHaveFocus());
  },
};

/** A file-tool dealer reads the file: every field read-only, no save, renumber or delete. */
export const Dealer: Story = {
  parameters: {
    route: {
      path: '/dealer/files/:fileNo',
      url: `/dealer/files/${fileNo}`,
      viewer: storyDealer,
    } satisfies StoryRoute,
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      group(canvasElement, 'lessee').getByRole('textbox', { name: field('firstName') }),
    ).toHaveAttribute('readonly');
    for (const action of ['fileTool.save', 'fileTool.renumber', 'fileTool.delete'] as const)
      await expect(canvas.queryByRole('button', { name: message(action) })).not.toBeInTheDocument();
  },
};

/** A file that does not exist (or another dealership's) says so, with a way back. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: {
    api: { [read]: () => ({ status: 404, body: { message: message('files.fileNo.notFound') } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: message('files.fileNo.notFound') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: message('fileTool.backToSearch') })).toHaveAttribute(
      'href',
      storyPaths.list,
    );
  },
};

export const Loading: Story = {
  parameters: { api: { ...baseApi, [read]: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: message('app.loading') }),
    ).toBeVisible();
  },
};
