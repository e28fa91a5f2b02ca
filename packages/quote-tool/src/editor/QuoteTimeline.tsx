import { useId, useState } from 'react';
import { Button, Heading, Stack, Text, Timeline, type HeadingLevel, type TimelineItem } from '@sfi/ui';
import {
  activeLocale,
  formatDate,
  formatMoney,
  isMessageKey,
  message,
  provinceCodes,
  provinceLabel,
  revisionStateLabel,
  revisionStateTone,
  revisionTypeLabel,
  type QuoteEdit,
  type QuoteEvent,
  type QuoteFieldChange,
  type Revision,
  revisionNumberOf,
  vehicleTypeLabel,
} from '@sfi/domain';
import * as styles from './QuoteTimeline.css.ts';

/** How many changes the timeline shows before "Show all". */
export const TIMELINE_LATEST = 20;

export interface QuoteTimelineProps {
  /** The quote's changes of state, in any order (the server sends them oldest first). */
  timeline: QuoteEvent[];
  /** The quote's revisions, in the quote's order: a change names its revision by its place here. */
  revisions: Revision[];
  /** The quote's changes of vehicle, details and terms, in any order. */
  edits?: QuoteEdit[];
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
function newestFirst<Entry extends { at: string }>(timeline: Entry[]): Entry[] {
  return timeline
    .map((event, index) => ({ event, index, time: Date.parse(event.at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ event }) => event);
}

const moneyFields = new Set([
  'vehicle.price',
  'terms.sellingPrice',
  'terms.downPayment',
  'terms.tradeIn',
  'terms.fees',
]);

/** A field of an edit by its label: the form's own (`vehicle.vin` is "VIN", `terms.rate` "Rate (%)"). */
function fieldLabel(field: string): string {
  const [group, name = ''] = field.split('.');
  const key =
    field === 'dealer'
      ? 'quotes.new.dealer'
      : field === 'province'
        ? 'quoteDealer.province.label'
        : field === 'vehicle.mileage'
          ? 'quote.history.mileage'
          : group === 'vehicle'
            ? `quotes.vehicle.${name}.label`
            : group === 'customer'
              ? `quotes.customer.${name}.label`
              : `quote.terms.field.${name}`;
  return isMessageKey(key) ? message(key) : field;
}

/** A value before or after an edit, as the form shows it. */
function fieldValue(field: string, value: QuoteFieldChange['from']): string {
  if (value === null || value === '') return message('quote.history.none');
  if (typeof value === 'number' && moneyFields.has(field)) return formatMoney(Math.round(value * 100));
  const province = provinceCodes.find((code) => code === value);
  if (field === 'province' && province) return provinceLabel(province);
  if (field === 'vehicle.type') return vehicleTypeLabel(String(value));
  if (field === 'terms.quotedOn' && typeof value === 'string') return formatDate(value);
  if (typeof value === 'string') return value;
  return new Intl.NumberFormat(activeLocale(), { maximumFractionDigits: 3 }).format(value);
}

function editItem(edit: QuoteEdit, index: number, revisions: Revision[]): TimelineItem {
  const position = revisions.findIndex((revision) => revision.revisionId === edit.revisionId);
  const by = message('quote.timeline.by', {
    name: edit.by.name,
    role: message(`quote.timeline.role.${edit.by.type}`),
  });
  const changes = edit.changes.map((change) =>
    message('quote.history.change', {
      field: fieldLabel(change.field),
      from: fieldValue(change.field, change.from),
      to: fieldValue(change.field, change.to),
    }),
  );
  return {
    id: `edit-${edit.revisionId ?? 'quote'}-${edit.at}-${index}`,
    title:
      edit.revisionId === null
        ? message('quote.history.details')
        : message('quote.history.terms', {
            revision:
              position < 0
                ? message('quote.timeline.deletedRevision')
                : message('quote.timeline.revision', {
                    number: revisionNumberOf(revisions, revisions[position]!),
                  }),
          }),
    timestamp: edit.at,
    description: `${by} · ${changes.join('; ')}`,
  };
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
export function QuoteTimeline({ timeline, revisions, edits = [], headingLevel = 2 }: QuoteTimelineProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const events = newestFirst<QuoteEvent | QuoteEdit>([...timeline, ...edits]);
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
          items={shown.map((event, index) =>
            'changes' in event ? editItem(event, index, revisions) : timelineItem(event, index, revisions),
          )}
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
