import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { message, type MessageKey } from '@sfi/domain';
import { shown } from '../storybook/plays.ts';
import { QuoteTimeline, TIMELINE_LATEST } from './QuoteTimeline.tsx';
import { fewEvents, manyEvents, timelineRevisions } from './stories/compareFixtures.ts';

const meta = {
  title: 'Quote tool/Editor/QuoteTimeline',
  component: QuoteTimeline,
  tags: ['autodocs'],
  args: { timeline: fewEvents, revisions: timelineRevisions },
  parameters: {
    docs: {
      description: {
        component:
          'A quote’s changes of state, newest first: which revision, from which state to which, when and by ' +
          `whom (a dealer or SFI). The latest ${TIMELINE_LATEST} show at first, with a button to show them all.`,
      },
    },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof QuoteTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The timeline's title, in the story's language. */
const title = () => message('quote.timeline.title');

/**
 * A change of state as the timeline says it, as the text matchers see it: "Revision 1 went from
 * Draft to Under Quote Review".
 */
const went = (revision: number | 'deleted', from: string, to: string) =>
  shown(
    message('quote.timeline.change', {
      revision:
        revision === 'deleted'
          ? message('quote.timeline.deletedRevision')
          : message('quote.timeline.revision', { number: revision }),
      from,
      to,
    }),
  );

/** A state named with its revision's type: "Credit Approved (Initial)". */
const typed = (state: string, type: string) =>
  message('quote.timeline.typedState', {
    state: message(state as MessageKey),
    type: message(type as MessageKey),
  });

/** Who made a change: "By Alex Martin (SFI)". */
const by = (name: string, role: 'SFI' | 'DEALER') =>
  message('quote.timeline.by', { name, role: message(`quote.timeline.role.${role}`) });

/** The entries of the timeline, each as its text. */
function entries(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: title() });
  return within(list).getAllByRole('listitem');
}

/** The first revision's way from draft to approval, and a revision deleted since. */
export const FewChanges: Story = {
  name: 'A few changes',
  play: async ({ canvasElement }) => {
    const items = entries(canvasElement);
    await expect(items).toHaveLength(fewEvents.length);
    // Newest first; the last change made the revision final, so both ends name their type.
    await expect(items[0]).toHaveTextContent(
      went(
        1,
        typed('revision.label.INITIAL.CREDIT_APPROVED', 'revision.type.INITIAL'),
        typed('revision.label.FINAL.ALL_APPROVED', 'revision.type.FINAL'),
      ),
    );
    await expect(items[0]).toHaveTextContent(by('Alex Martin', 'SFI'));
    const time = items[0]!.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-06-08T14:21:00.000Z');
    // In the viewer's time zone (the stories run in Toronto's): "Jun 8, 2026, 10:21 a.m." in English.
    const shown = new Intl.DateTimeFormat(document.documentElement.lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Toronto',
    });
    await expect(time?.textContent).toBe(shown.format(new Date('2026-06-08T14:21:00.000Z')));
    await expect(time?.textContent).toMatch(/10\D+21/);
    await expect(items[4]).toHaveTextContent(
      went(
        'deleted',
        message('revision.label.INITIAL.QUOTE_SUBMITTED'),
        message('revision.label.INITIAL.DRAFT'),
      ),
    );
    await expect(items[6]).toHaveTextContent(
      went(1, message('revision.label.INITIAL.DRAFT'), message('revision.label.INITIAL.QUOTE_SUBMITTED')),
    );
    await expect(items[6]).toHaveTextContent(by('Priya Sandhu', 'DEALER'));
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No change of state yet: a new quote. */
export const Empty: Story = {
  args: { timeline: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: title() })).toBeVisible();
    await expect(canvas.getByText(message('quote.timeline.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A long history shows its latest changes, and all of them on request (by keyboard here). */
export const ManyChanges: Story = {
  name: 'Many changes',
  args: { timeline: manyEvents },
  // In a panel that scrolls, as beside the editor: 20 changes are taller than the story tests' window,
  // which would cut them off; the panel ends scrolled to the button that keeps the focus.
  decorators: [
    (Story) => (
      <div style={{ maxHeight: 760, overflowY: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(entries(canvasElement)).toHaveLength(TIMELINE_LATEST);
    const showAll = canvas.getByRole('button', {
      name: message('quote.timeline.showAll', { count: manyEvents.length }),
    });
    await userEvent.tab();
    await expect(showAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(entries(canvasElement)).toHaveLength(manyEvents.length);
    // The oldest change is last; the button now shows the latest again, and keeps the focus.
    await expect(entries(canvasElement).at(-1)).toHaveTextContent(
      went(2, message('revision.label.ADJUSTED.DRAFT'), message('revision.label.ADJUSTED.SUBMITTED')),
    );
    const showLatest = canvas.getByRole('button', {
      name: message('quote.timeline.showLatest', { count: TIMELINE_LATEST }),
    });
    await expect(showLatest).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(entries(canvasElement)).toHaveLength(TIMELINE_LATEST);
  },
};

/** On a phone, long state names wrap under the revision. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(entries(canvasElement)).toHaveLength(fewEvents.length);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
