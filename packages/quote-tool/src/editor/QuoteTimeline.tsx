import { useId, useState } from 'react';
import { Button, Heading, Stack, Text, Timeline, type HeadingLevel, type TimelineItem } from '@sfi/ui';
import {
  message,
  revisionStateLabel,
  revisionStateTone,
  revisionTypeLabel,
  type QuoteEvent,
  type Revision,
  revisionNumberOf,
} from '@sfi/domain';
import * as styles from './QuoteTimeline.css.ts';

/** How many changes the timeline shows before "Show all". */
export const TIMELINE_LATEST = 20;

export interface QuoteTimelineProps {
  /** The quote's changes of state, in any order (the server sends them oldest first). */
  timeline: QuoteEvent[];
  /** The quote's revisions, in the quote's order: a change names its revision by its place here. */
  revisions: Revision[];
  /**
   * The level of the timeline's heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/** A revision's type and state at one end of a change; the type too when the change altered it. */
function pointLabel(point: QuoteEvent['from'], typeChanged: boolean): string {
  const state = revisionStateLabel(point.revisionType, point.revisionState);
  return typeChanged
    ? message('quote.timeline.typedState', { state, type: revisionTypeLabel(point.revisionType) })
    : state;
}

/** The changes newest first; changes at the same moment, the later recorded first. */
function newestFirst(timeline: QuoteEvent[]): QuoteEvent[] {
  return timeline
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ event }) => event);
}

function timelineItem(event: QuoteEvent, index: number, revisions: Revision[]): TimelineItem {
  const position = revisions.findIndex((revision) => revision.revisionId === event.revisionId);
  const typeChanged = event.from.revisionType !== event.to.revisionType;
  return {
    id: `${event.revisionId}-${event.at}-${index}`,
    title: message('quote.timeline.change', {
      revision:
        position < 0
          ? message('quote.timeline.deletedRevision')
          : message('quote.timeline.revision', { number: revisionNumberOf(revisions, revisions[position]!) }),
      from: pointLabel(event.from, typeChanged),
      to: pointLabel(event.to, typeChanged),
    }),
    timestamp: event.at,
    description: message('quote.timeline.by', {
      name: event.by.name,
      role: message(`quote.timeline.role.${event.by.type}`),
    }),
    tone: revisionStateTone(event.to.revisionState),
  };
}

/**
 * A quote's history: each change of a revision's state, newest first, as an ordered list. Each entry
 * says which revision ("Revision 2", or "A deleted revision"), from which state to which (by the
 * spec's labels), when (a `<time>` with the date and time) and who, a dealer or SFI. The latest
 * {@link TIMELINE_LATEST} show at first, with a button to show them all.
 */
export function QuoteTimeline({ timeline, revisions, headingLevel = 2 }: QuoteTimelineProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const events = newestFirst(timeline);
  const shown = showAll ? events : events.slice(0, TIMELINE_LATEST);
  const title = message('quote.timeline.title');
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="medium">
        <Heading level={headingLevel} id={headingId}>
          {title}
        </Heading>
        <Timeline
          aria-label={title}
          items={shown.map((event, index) => timelineItem(event, index, revisions))}
          emptyState={<Text tone="secondary">{message('quote.timeline.empty')}</Text>}
        />
        {events.length > TIMELINE_LATEST ? (
          <div className={styles.more}>
            <Button variant="secondary" onPress={() => setShowAll(!showAll)}>
              {showAll
                ? message('quote.timeline.showLatest', { count: TIMELINE_LATEST })
                : message('quote.timeline.showAll', { count: events.length })}
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}
