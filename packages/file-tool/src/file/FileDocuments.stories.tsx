import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentTypeLabel, message } from '@sfi/domain';
import { allDocuments, documentsOf, someDocuments, storyFile } from '../storybook/fixtures.ts';
import { withStoryApi } from '@sfi/api-client/story';
import { FileDocuments } from './FileDocuments.tsx';

const { fileNo } = storyFile;
const documents = `GET /documents/${fileNo}`;

const meta = {
  title: 'File tool/File/FileDocuments',
  component: FileDocuments,
  tags: ['autodocs'],
  decorators: [withStoryApi],
  args: { fileNo, canRemove: true },
  parameters: {
    docs: {
      description: {
        component:
          'A file’s documents (doc 2 §4): the checklist of what the file’s state requires (the co-lessee’s ' +
          'documents, and CARFAX for a used vehicle), each filed or missing, with the completeness; an upload ' +
          'straight to storage, filed as the type chosen; the filed documents, each opened through a ' +
          'short-lived read URL.',
      },
    },
    globals: { viewport: { value: 'desktop' } },
    api: { [documents]: { body: documentsOf(storyFile, someDocuments) } },
  },
} satisfies Meta<typeof FileDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checklist's rows: each required type's label and whether it is filed. */
const checklist = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', {
    name: message('fileTool.documents.required'),
  });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};
const filed = (type: string) => `${documentTypeLabel(type)}${message('fileTool.documents.present')}`;
const missing = (type: string) => `${documentTypeLabel(type)}${message('fileTool.documents.missing')}`;
const optional = (type: string) => `${documentTypeLabel(type)}${message('document.optional')}`;

/**
 * Credit approved, a used vehicle: four of the eight documents filed, the others missing. CARPROOF
 * is shown as CARFAX.
 */
export const Missing: Story = {
  name: 'Documents missing, CARFAX',
  play: async ({ canvasElement }) => {
    await expect(await checklist(canvasElement)).toEqual([
      filed('180_VEH_WORKSHEET'),
      filed('DRIVER_LICENSE'),
      filed('BLACKBOOK'),
      missing('FUTURE_MARKET_VALUE'),
      filed('PASSPORT'),
      missing('CREDIT_REPORT'),
      missing('CREDIT_CONSENT_APPLICATION'),
      'CARFAX' + message('fileTool.documents.missing'),
      optional('INSURANCE_ONAB'),
    ]);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: message('fileTool.documents.completeness') }),
    ).toHaveAttribute('aria-valuenow', '50');
    await expect(
      canvas.getByRole('heading', { name: message('fileTool.documents.filedTitle', { count: 4 }) }),
    ).toBeVisible();
  },
};

/** Every document the state requires is filed: complete. */
export const Complete: Story = {
  parameters: { api: { [documents]: { body: documentsOf(storyFile, allDocuments) } } },
  play: async ({ canvasElement }) => {
    const rows = await checklist(canvasElement);
    await expect(rows.filter((row) => row?.endsWith(message('fileTool.documents.missing')))).toEqual([]);
    await expect(rows).toContain('CARFAX' + message('fileTool.documents.present'));
    await expect(
      within(canvasElement).getByRole('progressbar', { name: message('fileTool.documents.completeness') }),
    ).toHaveAttribute('aria-valuenow', '100');
  },
};

/** A new vehicle needs no CARFAX; a draft needs only the 180/VEH worksheet. Nothing filed yet. */
export const NewVehicleDraft: Story = {
  name: 'New vehicle, draft, nothing filed',
  parameters: {
    api: {
      [documents]: {
        body: documentsOf(
          {
            ...storyFile,
            vehicle: { ...(storyFile['vehicle'] as object), isUsed: false },
            status: { documentState: 'DRAFT' },
          },
          [],
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await checklist(canvasElement)).toEqual([
      missing('180_VEH_WORKSHEET'),
      optional('INSURANCE_ONAB'),
    ]);
    await expect(within(canvasElement).getByText(message('fileTool.documents.none'))).toBeVisible();
  },
};

/** The documents failed to load: the screen says so and offers to try again. */
export const Failed: Story = {
  parameters: { api: { [documents]: { status: 500, body: { message: 'Internal Server Error' } } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(message('fileTool.documents.error'));
  },
};
