import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { snackbar } from '@sfi/ui';
import { message, type DealerAccount, type NewDealerAccount } from '@sfi/domain';
import { dealerAccounts } from '../storybook/fixtures.ts';
import { openDialog, showsEmpty, showsFailure, showsLoading } from '../storybook/plays.ts';
import { withStoryApi, type StoryApi } from '@sfi/api-client/story';
import { DealerAccountsPage } from './DealerAccountsPage.tsx';

const list = 'GET /dealer-auth';

const meta = {
  title: 'Quote tool/Staff/DealerAccountsPage',
  component: DealerAccountsPage,
  tags: ['autodocs'],
  decorators: [withStoryApi],
  // The notices of one story's actions do not stay for the next.
  beforeEach: () => snackbar.clear(),
  parameters: {
    docs: {
      description: {
        component:
          'The staff console’s dealer accounts (`/staff/dealer-accounts`): the dealer portal’s sign-ins by dealership, ' +
          'sorted by dealer name. Add an account (with the e-mail its activation link goes to), rename a dealership across its accounts, ' +
          'read an account, and delete one after a confirmation that says the dealer is signed out. A failed list says ' +
          '“No accounts found”, a failed read “No account found” (doc 1 §8).',
      },
    },
    api: { [list]: { body: dealerAccounts } } satisfies StoryApi,
  },
} satisfies Meta<typeof DealerAccountsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openNewAccount = (canvasElement: HTMLElement) =>
  openDialog(canvasElement, message('dealerAccounts.add'), message('dealerAccounts.add.title'));

const openDetails = (canvasElement: HTMLElement, user: string) =>
  openDialog(
    canvasElement,
    message('dealerAccounts.details.action', { user }),
    message('dealerAccounts.details.title', { user }),
  );

/** The e-mail field, where the account's activation link goes. */
const emailField = (form: ReturnType<typeof within>) =>
  form.getByRole('textbox', { name: message('dealerAccounts.email.label') });

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dealerships = await canvas.findAllByRole('region');
    await expect(dealerships.map((region) => within(region).getByRole('heading').textContent)).toEqual([
      'Coastal Motors',
      'Maple Leaf Motors',
      'Prairie Auto Group',
    ]);
    const coastal = within(
      canvas.getByRole('list', {
        name: message('dealerAccounts.accounts.label', { dealerName: 'Coastal Motors' }),
      }),
    );
    await expect(coastal.getAllByRole('listitem')).toHaveLength(2);
    await expect(coastal.getByText(message('dealerAccounts.contactName.none'))).toBeVisible();
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
  play: showsEmpty(() => message('dealerAccounts.empty.title')),
};

/** A list that fails to load says "No accounts found" (doc 1 §8) and offers to try again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { api: { [list]: { status: 500, body: { message: 'Internal Server Error' } } } },
  play: showsFailure(() => message('dealerAccounts.error.noneFound')),
};

/**
 * The new account's form says where the activation link goes, and refuses what the domain's schema
 * refuses before sending.
 */
export const FormErrors: Story = {
  name: 'Form errors',
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const form = within(await openNewAccount(canvasElement));
    const email = emailField(form);
    await expect(email).toHaveAccessibleDescription(message('dealerAccounts.email.description'));
    await userEvent.type(
      form.getByRole('textbox', { name: message('dealerAccounts.user.label') }),
      'coastal:ana',
    );
    await userEvent.type(email, 'ana at coastal');
    await userEvent.click(form.getByRole('button', { name: message('dealerAccounts.add') }));
    const dealerName = form.getByRole('textbox', { name: message('dealerAccounts.dealerName.label') });
    await waitFor(() => expect(dealerName).toHaveFocus());
    await expect(form.getByText(message('validation.required'))).toBeVisible();
    await expect(form.getByText(message('dealerAccounts.user.colon'))).toBeVisible();
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(message('validation.email')));
    await expect(email).toHaveValue('ana at coastal');
  },
};

/** The server's words, said when it answers, in the story's language (as its Accept-Language asks). */
const userTaken = () => message('dealerAccounts.error.userTaken', { user: 'maple-sam' });

/** A user name another account has comes back from the server (409) as the user field's error. */
export const UserTaken: Story = {
  name: 'User name taken',
  parameters: {
    visual: { target: 'page' },
    api: {
      [list]: { body: dealerAccounts },
      'POST /dealer-auth': () => ({
        status: 409,
        body: { message: userTaken(), fieldErrors: { user: userTaken() } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(
      await openDialog(
        canvasElement,
        message('dealerAccounts.dealership.add.action', { dealerName: 'Maple Leaf Motors' }),
        message('dealerAccounts.add.title'),
      ),
    );
    await expect(form.getByRole('textbox', { name: message('dealerAccounts.dealerName.label') })).toHaveValue(
      'Maple Leaf Motors',
    );
    const user = form.getByRole('textbox', { name: message('dealerAccounts.user.label') });
    await waitFor(() => expect(user).toHaveFocus());
    await userEvent.type(user, 'maple-sam');
    await userEvent.type(emailField(form), 'sam@maple.example');
    await userEvent.click(form.getByRole('button', { name: message('dealerAccounts.add') }));
    await waitFor(() => expect(user).toHaveAccessibleDescription(expect.stringContaining(userTaken())));
    await expect(user).toHaveValue('maple-sam');
  },
};

/** Adding an account sends the checked values and closes the dialog; the list is read again. */
export const Added: Story = {
  parameters: {
    api: {
      [list]: { body: dealerAccounts },
      'POST /dealer-auth': (body) => {
        const account = body as NewDealerAccount;
        // The dealer-mode next steps are on unless staff turn them off; never a password.
        if (account.dealerStepsEnabled !== true || 'password' in account)
          return { status: 400, body: { message: 'steps off, or a password' } };
        return {
          status: 201,
          body: { id: 'a5', ...account, dealerStepsEnabled: true } satisfies DealerAccount,
        };
      },
    } satisfies StoryApi,
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const form = within(await openNewAccount(canvasElement));
    await userEvent.type(
      form.getByRole('textbox', { name: message('dealerAccounts.dealerName.label') }),
      'Northern Autos ',
    );
    await userEvent.type(
      form.getByRole('textbox', { name: message('dealerAccounts.user.label') }),
      'north-ava',
    );
    await userEvent.type(emailField(form), 'ava@northern.example');
    await userEvent.click(form.getByRole('button', { name: message('dealerAccounts.add') }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await page.findByText(
      `${message('dealerAccounts.added', { user: 'north-ava', dealerName: 'Northern Autos' })} ${message('password.activation.sent', { email: 'ava@northern.example' })}`,
    );
    await waitFor(() => expect(notice).toBeVisible());
  },
};

/** The server's words, said when it answers, in the story's language. */
const dealershipTaken = () =>
  message('dealerAccounts.error.dealershipTaken', { dealerName: 'Maple Leaf Motors' });

/** Renaming a dealership to another's name comes back (409) as the field's error, and keeps what was typed. */
export const RenameRefused: Story = {
  name: 'Rename refused',
  parameters: {
    visual: { target: 'page' },
    api: {
      [list]: { body: dealerAccounts },
      'PUT /dealer-auth/dealer-name/Coastal%20Motors': () => ({
        status: 409,
        body: { message: dealershipTaken(), fieldErrors: { dealerName: dealershipTaken() } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      message('dealerAccounts.rename.action', { dealerName: 'Coastal Motors' }),
      message('dealerAccounts.rename.title', { dealerName: 'Coastal Motors' }),
    );
    const name = within(dialog).getByRole('textbox', { name: message('dealerAccounts.rename.label') });
    await expect(name).toHaveAccessibleDescription(
      message('dealerAccounts.rename.description', { count: 2, dealerName: 'Coastal Motors' }),
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Maple Leaf Motors');
    await userEvent.click(within(dialog).getByRole('button', { name: message('dealerAccounts.rename') }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(dealershipTaken())));
    await expect(name).toHaveValue('Maple Leaf Motors');
  },
};

/** An account's details are read from the server; a failed read says "No account found" (doc 1 §8). */
export const ReadFailed: Story = {
  name: 'Read failed',
  parameters: {
    visual: { target: 'page' },
    api: {
      [list]: { body: dealerAccounts },
      'GET /dealer-auth/a3': () => ({
        status: 404,
        body: { message: message('dealerAccounts.error.notFound') },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'maple-sam');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      message('dealerAccounts.error.notFound'),
    );
  },
};

export const Details: Story = {
  parameters: {
    visual: { target: 'page' },
    api: { [list]: { body: dealerAccounts }, 'GET /dealer-auth/a3': { body: dealerAccounts[2] } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDetails(canvasElement, 'maple-sam');
    const contact = await within(dialog).findByText('Sam Tremblay');
    await waitFor(() => expect(contact).toBeVisible());
    await expect(within(dialog).getByText('sam@maple-leaf-motors.example')).toBeVisible();
  },
};

/**
 * The account's dealer-mode next steps, in the spec's words for the feature: turned on from its
 * details (`PATCH /dealer-auth/{id}`), saved at once and said so (issue 25, item 3).
 */
let maple: DealerAccount = dealerAccounts[2]!;
export const DealerSteps: Story = {
  name: 'Next steps turned on',
  beforeEach: () => {
    maple = dealerAccounts[2]!;
  },
  parameters: {
    visual: { target: 'page' },
    api: {
      [list]: { body: dealerAccounts },
      'GET /dealer-auth/a3': () => ({ status: 200, body: maple }),
      'PATCH /dealer-auth/a3': (body) => {
        maple = { ...maple, ...(body as Partial<DealerAccount>) };
        return { status: 200, body: maple };
      },
    } satisfies StoryApi,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, 'maple-sam'));
    const steps = await dialog.findByRole('switch', { name: message('dealerAccounts.dealerSteps.label') });
    await expect(steps).not.toBeChecked();
    await expect(steps).toHaveAccessibleDescription(message('dealerAccounts.dealerSteps.description'));
    await userEvent.click(steps);
    const notice = await within(document.body).findByText(
      message('dealerAccounts.dealerSteps.saved.on', { user: 'maple-sam' }),
    );
    await waitFor(() => expect(notice).toBeVisible());
    await expect(steps).toBeChecked();
  },
};

/** Deleting an account asks first, and says the dealer will be signed out. */
export const DeleteAsksFirst: Story = {
  name: 'Delete asks first',
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const question = await openDialog(
      canvasElement,
      message('dealerAccounts.delete.action', { user: 'coastal-ben' }),
      message('dealerAccounts.delete.title', { user: 'coastal-ben' }),
      'alertdialog',
    );
    await expect(question).toHaveTextContent(
      message('dealerAccounts.delete.question', { user: 'coastal-ben', dealerName: 'Coastal Motors' }),
    );
  },
};

/**
 * Staff e-mail the dealer a one-time link to choose a new password from the account's details
 * (`POST /dealer-auth/{id}/password-link`): they never choose or see it (issue 26 item 7).
 */
export const PasswordLinkSent: Story = {
  name: 'Password link sent',
  parameters: {
    visual: { target: 'page' },
    api: {
      [list]: { body: dealerAccounts },
      'GET /dealer-auth/a3': { body: dealerAccounts[2] },
      'POST /dealer-auth/a3/password-link': { body: { sent: true } },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDetails(canvasElement, 'maple-sam'));
    await userEvent.click(await dialog.findByRole('button', { name: message('password.link.send') }));
    await expect(
      await dialog.findByText(message('password.link.sent', { email: 'sam@maple-leaf-motors.example' })),
    ).toBeVisible();
  },
};
