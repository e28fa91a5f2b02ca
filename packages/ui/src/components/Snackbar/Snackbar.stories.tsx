import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { SnackbarRegion } from './Snackbar.tsx';
import { DEFAULT_SNACKBAR_DURATION_MS, createSnackbar, snackbar, type SnackbarOptions } from './snackbar.ts';
import { storyWords } from '../../storybook/words.ts';

const meta = {
  title: 'Components/Snackbar',
  component: SnackbarRegion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Short messages at the top centre of the screen that confirm an action (“Make saved.”) or report a failure. Any code can show one: `snackbar.show({ message, tone, sticky })`; ' +
          'the region (rendered once by UIProvider) shows them, announces them politely to screen readers and hides them after 5 seconds unless `sticky`. Timers pause while the user hovers or focuses them. ' +
          'Do not use a snackbar for errors the user must act on in a form (show them on the fields), or for information that must stay on the page (Alert).',
      },
    },
  },
  // The shared queue outlives stories: start and end each one empty.
  beforeEach: () => {
    snackbar.clear();
    return () => snackbar.clear();
  },
} satisfies Meta<typeof SnackbarRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button that shows a snackbar through the shared, module-level API. */
function ShowButton({ label, options }: { label: string; options: SnackbarOptions }) {
  return <Button onPress={() => snackbar.show(options)}>{label}</Button>;
}

const page = () => within(document.body);
/** Presses with the keyboard, so the pointer never rests on the region (hovering pauses the timers). */
async function pressWithKeyboard(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}

export const Default: Story = {
  render: () => <ShowButton label="Save make" options={{ message: 'Make saved.' }} />,
  play: async ({ canvasElement }) => {
    await pressWithKeyboard(within(canvasElement).getByRole('button', { name: 'Save make' }));
    const region = await page().findByRole('region', { name: 'Notifications' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent('Make saved.');
    // Polite, not assertive.
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // Hides itself after the default 5 seconds.
    await expect(snackbar.queue.visibleToasts[0]?.timeout).toBe(DEFAULT_SNACKBAR_DURATION_MS);
  },
};

function PlaygroundDemo(props: { label?: string; closeLabel?: string; autoHideMs?: number }) {
  const [controller] = useState(() => createSnackbar());
  return (
    <>
      <Inline>
        <Button onPress={() => controller.show({ message: 'Quote sent to the client.' })}>Success</Button>
        <Button
          variant="danger"
          onPress={() => controller.show({ message: 'The quote was not sent.', tone: 'error' })}
        >
          Error
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            controller.show({
              message: 'You are offline. Changes are not saved.',
              tone: 'error',
              sticky: true,
            })
          }
        >
          Sticky
        </Button>
      </Inline>
      <SnackbarRegion {...props} controller={controller} />
    </>
  );
}

export const Playground: Story = {
  args: { label: 'Notifications', closeLabel: 'Dismiss', autoHideMs: 5000 },
  render: (args) => <PlaygroundDemo {...args} />,
};

export const AutoHide: Story = {
  name: 'Hides itself',
  render: () => <ShowButton label="Save make" options={{ message: 'Make saved.', durationMs: 600 }} />,
  play: async ({ canvasElement }) => {
    await pressWithKeyboard(within(canvasElement).getByRole('button', { name: 'Save make' }));
    const message = await page().findByText('Make saved.');
    await waitFor(() => expect(message).toBeVisible());
    await waitFor(() => expect(page().queryByText('Make saved.')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const Sticky: Story = {
  name: 'Sticky stays',
  render: () => (
    <ShowButton
      label="Go offline"
      options={{ message: 'You are offline.', tone: 'error', sticky: true, durationMs: 300 }}
    />
  ),
  play: async ({ canvasElement, loaded }) => {
    await pressWithKeyboard(within(canvasElement).getByRole('button', { name: 'Go offline' }));
    const message = await page().findByText('You are offline.');
    await waitFor(() => expect(message).toBeVisible());
    // Well past its (ignored) duration, it is still there.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(message).toBeVisible();
    // Only the user closes it.
    await userEvent.click(page().getByRole('button', { name: storyWords({ loaded }).ui.dismiss }));
    await waitFor(() => expect(page().queryByText('You are offline.')).not.toBeInTheDocument());
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  render: () => (
    <ShowButton
      label="Send quote"
      options={{ message: 'The quote was not sent. Try again.', tone: 'error' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await pressWithKeyboard(within(canvasElement).getByRole('button', { name: 'Send quote' }));
    const message = await page().findByText('The quote was not sent. Try again.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const Several: Story = {
  name: 'Several at once',
  render: () => (
    <Button
      onPress={() => {
        snackbar.show({ message: 'Make saved.' });
        snackbar.show({ message: 'Model saved.' });
        snackbar.show({ message: 'Rates could not be refreshed.', tone: 'error' });
      }}
    >
      Save all
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await pressWithKeyboard(within(canvasElement).getByRole('button', { name: 'Save all' }));
    const region = await page().findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getAllByRole('status')).toHaveLength(3));
  },
};
