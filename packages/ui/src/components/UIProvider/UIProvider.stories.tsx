import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { useState } from 'react';

import { brandTheme } from '../../themes/brand.css.ts';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { useLeaveGuard } from './LeaveGuard.tsx';
import { useConfirm } from '../Dialog/ConfirmProvider.tsx';
import { snackbar } from '../Snackbar/snackbar.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { UIProvider } from './UIProvider.tsx';

const meta = {
  title: 'Components/UIProvider',
  component: UIProvider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Sets up the design system for an app, once, around everything: applies the theme to the document, renders the snackbar region and the confirm dialog provider, ' +
          'and, given the router’s `navigate` (and `useHref`), makes every react-aria link navigate client-side. ' +
          'Setup order: the reset CSS (first import of `@sfi/ui`), then the theme (this provider), then the app. Do not render it twice or per page.',
      },
    },
  },
  beforeEach: () => {
    snackbar.clear();
    return () => snackbar.clear();
  },
} satisfies Meta<typeof UIProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen using the two imperative APIs the provider backs. */
function DeleteMake() {
  const confirm = useConfirm();
  return (
    <Stack gap="medium" align="start">
      <Text>Toyota · 12 models</Text>
      <Button
        variant="danger"
        onPress={async () => {
          const ok = await confirm({
            title: 'Delete Toyota?',
            message: 'It will no longer be offered in new quotes.',
            confirmLabel: 'Delete',
            tone: 'danger',
          });
          if (ok) snackbar.show({ message: 'Toyota deleted.' });
        }}
      >
        Delete Toyota
      </Button>
    </Stack>
  );
}

export const Default: Story = {
  // The preview already wraps every story in a UIProvider, as an app would.
  render: () => <DeleteMake />,
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await expect(document.documentElement).toHaveClass(brandTheme);

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Toyota' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete Toyota?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // (Snackbars are `alertdialog`s too, so look for this dialog by name.)
    await waitFor(() =>
      expect(page.queryByRole('alertdialog', { name: 'Delete Toyota?' })).not.toBeInTheDocument(),
    );

    const region = await page.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Toyota deleted.');
  },
};

export const Playground: Story = {
  args: { locale: 'fr-CA', snackbar: { autoHideMs: 8000, label: 'Notifications', closeLabel: 'Fermer' } },
  render: (args) => (
    <UIProvider {...args}>
      <DeleteMake />
    </UIProvider>
  ),
};

export const ThemeVariables: Story = {
  name: 'Theme variables reach portals',
  render: () => <DeleteMake />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Toyota' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete Toyota?' });
    // The dialog is rendered at the end of <body>, outside the story; it still gets the theme's surface colour.
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(255, 255, 255)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        within(document.body).queryByRole('alertdialog', { name: 'Delete Toyota?' }),
      ).not.toBeInTheDocument(),
    );
  },
};

/** An editor whose changes can be unsaved, and saved or not before a link leaves it. */
function Editor({ saves }: { saves: boolean }) {
  const [unsaved, setUnsaved] = useState(true);
  useLeaveGuard(
    unsaved
      ? {
          question: {
            title: 'Leave this quote?',
            message: 'You are offline. Your changes are kept and saved when the connection returns.',
            confirmLabel: 'Leave',
            cancelLabel: 'Stay',
            tone: 'danger',
          },
          settle: () => Promise.resolve(saves),
        }
      : null,
  );
  return (
    <Switch isSelected={unsaved} onChange={setUnsaved}>
      Changes not saved yet
    </Switch>
  );
}

/** A router of its own: where its links went. */
function GuardedScreen({ saves }: { saves: boolean }) {
  const [path, setPath] = useState('/quotes/1');
  return (
    <UIProvider navigate={setPath}>
      <Stack gap="medium" align="start">
        <Text>Showing {path}</Text>
        {path === '/quotes/1' ? <Editor saves={saves} /> : null}
        <Link href="/quotes">Lease quotes</Link>
      </Stack>
    </UIProvider>
  );
}

/**
 * `useLeaveGuard`: while a screen has changes it cannot save, an in-app link asks before it leaves;
 * staying keeps the screen. A guard that manages to save first (`settle`) lets the link go at once.
 */
export const LeaveGuard: Story = {
  render: () => <GuardedScreen saves={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('link', { name: 'Lease quotes' }));
    const question = await page.findByRole('alertdialog', { name: 'Leave this quote?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: 'Leave this quote?' })).toBeNull());
    await expect(canvas.getByText('Showing /quotes/1')).toBeVisible();

    // By keyboard: Enter on the link, then the question's Leave.
    canvas.getByRole('link', { name: 'Lease quotes' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('alertdialog', { name: 'Leave this quote?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await expect(await canvas.findByText('Showing /quotes')).toBeVisible();
    // The question's backdrop fades out after it closes: the screenshot waits until it is gone.
    await waitFor(() => expect(document.querySelector('[role="alertdialog"], [data-exiting]')).toBeNull());
  },
};

/** Nothing unsaved, or everything saved on the way out: the link goes without a question. */
export const LeaveGuardSettled: Story = {
  name: 'Leave guard, settled',
  render: () => <GuardedScreen saves />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Lease quotes' }));
    await expect(await canvas.findByText('Showing /quotes')).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
