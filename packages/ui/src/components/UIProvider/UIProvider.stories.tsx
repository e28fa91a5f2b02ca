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
import { storyWords, type StoryWords } from '../../storybook/words.ts';

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

type Context = { loaded: Record<string, unknown> };

/** A screen using the two imperative APIs the provider backs, in the story's words. */
function DeleteMake({ words: { say } }: { words: StoryWords }) {
  const confirm = useConfirm();
  return (
    <Stack gap="medium" align="start">
      <Text>Toyota · 12 models</Text>
      <Button
        variant="danger"
        onPress={async () => {
          const ok = await confirm({
            title: say('makes.delete.title', { name: 'Toyota' }),
            message: 'It will no longer be offered in new quotes.',
            confirmLabel: say('makes.delete'),
            tone: 'danger',
          });
          if (ok) snackbar.show({ message: say('makes.deleted', { name: 'Toyota' }) });
        }}
      >
        {say('makes.delete.action', { name: 'Toyota' })}
      </Button>
    </Stack>
  );
}

/** The names the delete flow's play functions look for. */
const deleteWords = (context: Context) => {
  const { say, ui } = storyWords(context);
  return {
    button: say('makes.delete.action', { name: 'Toyota' }),
    question: say('makes.delete.title', { name: 'Toyota' }),
    confirm: say('makes.delete'),
    done: say('makes.deleted', { name: 'Toyota' }),
    notifications: ui.notifications,
  };
};

export const Default: Story = {
  // The preview already wraps every story in a UIProvider, as an app would.
  render: (_, context) => <DeleteMake words={storyWords(context)} />,
  play: async ({ canvasElement, loaded }) => {
    const page = within(document.body);
    const words = deleteWords({ loaded });
    await expect(document.documentElement).toHaveClass(brandTheme);

    await userEvent.click(within(canvasElement).getByRole('button', { name: words.button }));
    const dialog = await page.findByRole('alertdialog', { name: words.question });
    await userEvent.click(within(dialog).getByRole('button', { name: words.confirm }));
    // (Snackbars are `alertdialog`s too, so look for this dialog by name.)
    await waitFor(() =>
      expect(page.queryByRole('alertdialog', { name: words.question })).not.toBeInTheDocument(),
    );

    const region = await page.findByRole('region', { name: words.notifications });
    await expect(within(region).getByRole('status')).toHaveTextContent(words.done);
  },
};

export const Playground: Story = {
  args: { locale: 'fr-CA', snackbar: { autoHideMs: 8000, label: 'Notifications', closeLabel: 'Fermer' } },
  render: (args, context) => (
    <UIProvider {...args}>
      <DeleteMake words={storyWords(context)} />
    </UIProvider>
  ),
};

export const ThemeVariables: Story = {
  name: 'Theme variables reach portals',
  render: (_, context) => <DeleteMake words={storyWords(context)} />,
  play: async ({ canvasElement, loaded }) => {
    const words = deleteWords({ loaded });
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.button }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: words.question });
    // The dialog is rendered at the end of <body>, outside the story; it still gets the theme's surface colour.
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(255, 255, 255)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        within(document.body).queryByRole('alertdialog', { name: words.question }),
      ).not.toBeInTheDocument(),
    );
  },
};

/** An editor whose changes can be unsaved, and saved or not before a link leaves it. */
function Editor({ saves, words: { say } }: { saves: boolean; words: StoryWords }) {
  const [unsaved, setUnsaved] = useState(true);
  useLeaveGuard(
    unsaved
      ? {
          question: {
            title: say('quote.leave.title'),
            message: say('quote.leave.offline'),
            confirmLabel: say('quote.leave.confirm'),
            cancelLabel: say('quote.leave.stay'),
            tone: 'danger',
          },
          settle: () => Promise.resolve(saves),
        }
      : null,
  );
  return (
    <Switch isSelected={unsaved} onChange={setUnsaved}>
      {say('quote.save.pending')}
    </Switch>
  );
}

/** A router of its own: where its links went. */
function GuardedScreen({ saves, words }: { saves: boolean; words: StoryWords }) {
  const [path, setPath] = useState('/quotes/1');
  return (
    <UIProvider navigate={setPath} words={words.ui}>
      <Stack gap="medium" align="start">
        <Text>Showing {path}</Text>
        {path === '/quotes/1' ? <Editor saves={saves} words={words} /> : null}
        <Link href="/quotes">{words.say('quotes.title')}</Link>
      </Stack>
    </UIProvider>
  );
}

/**
 * `useLeaveGuard`: while a screen has changes it cannot save, an in-app link asks before it leaves;
 * staying keeps the screen. A guard that manages to save first (`settle`) lets the link go at once.
 */
export const LeaveGuard: Story = {
  render: (_, context) => <GuardedScreen saves={false} words={storyWords(context)} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const { say } = storyWords({ loaded });
    const question = say('quote.leave.title');
    await userEvent.click(canvas.getByRole('link', { name: say('quotes.title') }));
    const asked = await page.findByRole('alertdialog', { name: question });
    await userEvent.click(within(asked).getByRole('button', { name: say('quote.leave.stay') }));
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: question })).toBeNull());
    await expect(canvas.getByText('Showing /quotes/1')).toBeVisible();

    // By keyboard: Enter on the link, then the question's Leave.
    canvas.getByRole('link', { name: say('quotes.title') }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('alertdialog', { name: question });
    await userEvent.click(within(again).getByRole('button', { name: say('quote.leave.confirm') }));
    await expect(await canvas.findByText('Showing /quotes')).toBeVisible();
    // The question's backdrop fades out after it closes: the screenshot waits until it is gone.
    await waitFor(() => expect(document.querySelector('[role="alertdialog"], [data-exiting]')).toBeNull());
  },
};

/** Nothing unsaved, or everything saved on the way out: the link goes without a question. */
export const LeaveGuardSettled: Story = {
  name: 'Leave guard, settled',
  render: (_, context) => <GuardedScreen saves words={storyWords(context)} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: storyWords({ loaded }).say('quotes.title') }));
    await expect(await canvas.findByText('Showing /quotes')).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
