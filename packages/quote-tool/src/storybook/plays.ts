import { expect, userEvent, within } from 'storybook/test';
import { message } from '@sfi/domain';

/**
 * A text as the text matchers see the page (`getByText`, `toHaveTextContent`): its no-break spaces
 * (French: "Révision 1 : Initiale", "481,92 $") as spaces.
 */
export const shown = (text: string) => text.replace(/\s+/g, ' ');

/** What a story's play function gets that these helpers use. */
interface PlayContext {
  canvasElement: HTMLElement;
}

/**
 * Presses the screen's button named `button` and returns the dialog it opens, found by its name
 * (`alertdialog` for a confirmation); dialogs render at the end of the page, outside the story.
 */
export async function openDialog(
  canvasElement: HTMLElement,
  button: string,
  title: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return within(document.body).findByRole(role, { name: title });
}

/** The list is loading: the screen says so. */
export async function showsLoading({ canvasElement }: PlayContext) {
  await expect(
    await within(canvasElement).findByRole('progressbar', { name: message('app.loading') }),
  ).toBeVisible();
}

/**
 * The list is empty: the screen shows its empty state, titled `title()` (said when the story plays,
 * in its language).
 */
export const showsEmpty =
  (title: () => string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(await within(canvasElement).findByRole('heading', { name: title() })).toBeVisible();
  };

/** The list failed: an alert says `text()` and offers to try again. */
export const showsFailure =
  (text: () => string) =>
  async ({ canvasElement }: PlayContext) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(text());
    await expect(within(alert).getByRole('button', { name: message('action.retry') })).toBeVisible();
  };
