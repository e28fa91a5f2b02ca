import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Badge,
  Breadcrumbs,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Link,
  LoadingDots,
  StatusBadge,
  Stack,
  Stepper,
  Text,
  snackbar,
  useConfirm,
  type DescriptionListItem,
  type Step,
} from '@sfi/ui';
import {
  message,
  mileageUnit,
  provinceLabel,
  quoteStatusLabel,
  quoteStatusTone,
  revisionProgress,
  revisionStateLabel,
  revisionStateTone,
  revisionTypeLabel,
  type LeaseQuote,
  type Revision,
} from '@sfi/domain';
import { ApiError } from '@sfi/api-client';
import { useLeaseQuote, useLeaseQuoteMutations } from '@sfi/api-client/react';
import { failureMessage } from '../forms/errors.ts';
import { LoadFailure } from './LoadFailure.tsx';
import type { QuotePaths } from './paths.ts';
import {
  mileageUnitLabel,
  quoteDate,
  quoteReference,
  quoteTitle,
  shortQuoteId,
  vehicleName,
  vehicleTypeLabel,
} from './quoteText.ts';
import * as styles from './QuotePage.css.ts';

const numbers = new Intl.NumberFormat('en-CA');

/**
 * The step indicator of an INITIAL revision (doc 1 §4): the steps done, the next one current (in
 * error when the revision was rejected) and the rest ahead.
 */
function progressSteps(revision: Revision): Step[] {
  const steps = revisionProgress(revision.revisionState);
  const next = steps.findIndex((step) => !step.complete);
  return steps.map((step, index) => ({
    id: step.id,
    label: step.label,
    status: step.complete
      ? 'complete'
      : index === next
        ? revision.revisionState === 'REJECTED'
          ? 'error'
          : 'current'
        : 'upcoming',
  }));
}

function RevisionCard({
  revision,
  number,
  selected,
}: {
  revision: Revision;
  number: number;
  selected: boolean;
}) {
  const headingId = `revision-${revision.revisionId}`;
  return (
    <Card as="article" aria-labelledby={headingId} padding="large">
      <Stack gap="medium">
        <Inline gap="small" align="spaceBetween">
          <Inline gap="small">
            <Heading level={3} id={headingId}>
              {message('quote.revision.title', { number, type: revisionTypeLabel(revision.revisionType) })}
            </Heading>
            {selected ? <Badge tone="brand">{message('quote.revision.selected')}</Badge> : null}
          </Inline>
          <StatusBadge tone={revisionStateTone(revision.revisionState)}>
            {revisionStateLabel(revision.revisionType, revision.revisionState)}
          </StatusBadge>
        </Inline>
        {revision.revisionType === 'INITIAL' ? (
          <Stepper
            steps={progressSteps(revision)}
            aria-label={message('quote.revision.progress', { number })}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** A card of the quote's details: a heading, and its terms and values. */
function DetailsCard({ id, title, items }: { id: string; title: string; items: DescriptionListItem[] }) {
  return (
    <Card as="section" aria-labelledby={id} padding="large">
      <Stack gap="medium">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        <DescriptionList items={items} />
      </Stack>
    </Card>
  );
}

/**
 * The quote's details: its vehicle, with the unit its mileage is counted in (doc 1 §3), and the
 * quote's dealer, customer, province, preparer and dates.
 */
function QuoteDetails({ quote }: { quote: LeaseQuote }) {
  const { vehicle, customer } = quote;
  const unit = mileageUnitLabel(vehicle.type);
  const customerName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const vehicleItems: DescriptionListItem[] = [
    { term: message('quotes.column.vehicle'), description: vehicleName(vehicle) },
    {
      term: message('quotes.vehicle.type.label'),
      description: message('quotes.vehicle.typeAndUnit', { type: vehicleTypeLabel(vehicle.type), unit }),
    },
    { term: message('quotes.vehicle.vin.label'), description: vehicle.vin ?? message('quote.vin.none') },
  ];
  if (typeof vehicle.mileage === 'number')
    vehicleItems.push({
      term: message(`quotes.vehicle.mileage.${mileageUnit(vehicle.type)}`),
      description: message('quote.mileage', { mileage: numbers.format(vehicle.mileage), unit }),
    });
  const quoteItems: DescriptionListItem[] = [
    {
      term: message('quotes.filter.dealer.label'),
      description: quote.dealer?.name ?? message('quotes.dealer.none'),
    },
    { term: message('quotes.new.customer'), description: customerName || message('quote.customer.none') },
    ...(customer?.companyName
      ? [{ term: message('quotes.customer.companyName.label'), description: customer.companyName }]
      : []),
    ...(quote.province
      ? [{ term: message('quotes.filter.province.label'), description: provinceLabel(quote.province) }]
      : []),
    ...(quote.preparedBy
      ? [{ term: message('quotes.filter.preparedBy.label'), description: quote.preparedBy }]
      : []),
    { term: message('quotes.export.column.createdAt'), description: quoteDate(quote.createdAt) },
    { term: message('quotes.column.updated'), description: quoteDate(quote.updatedAt ?? quote.createdAt) },
  ];
  return (
    <div className={styles.details}>
      <DetailsCard id="quote-vehicle" title={message('quotes.new.vehicle')} items={vehicleItems} />
      <DetailsCard id="quote-details" title={message('quote.details')} items={quoteItems} />
    </div>
  );
}

export interface QuotePageProps {
  /** Where the app serves the quote screens: deleting goes back to `paths.list`. */
  paths: QuotePaths;
}

/**
 * One lease quote, read-only until the editor (part 2): its status by the spec's label and colour,
 * its details and its revisions (type, state and, for INITIAL revisions, the step indicator).
 * Deleting asks first, then goes back to the list with a notice. Routed at a path with an `:id`;
 * a quote that does not exist, or another dealership's, says so with a link back.
 */
export function QuotePage({ paths }: QuotePageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { remove } = useLeaseQuoteMutations();
  const { data: quote, error, isLoading, isValidating, mutate } = useLeaseQuote(id);
  const [removing, setRemoving] = useState(false);

  async function deleteQuote(shown: LeaseQuote) {
    const quote = quoteReference(shown);
    const yes = await confirm({
      title: message('quote.delete.title', { quote }),
      message: message('quote.delete.question'),
      confirmLabel: message('quote.delete'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    setRemoving(true);
    try {
      await remove(shown.id);
      snackbar.show({ message: message('quote.deleted', { quote }), tone: 'success' });
      navigate(paths.list);
    } catch (failure) {
      setRemoving(false);
      snackbar.show({ message: failureMessage(failure), tone: 'error' });
    }
  }

  const crumbs = (current: string) => (
    <Breadcrumbs items={[{ href: paths.list, label: message('quotes.title') }, { label: current }]} />
  );

  // While it is being deleted, the quote stays on screen (its read after the delete answers 404).
  if (quote && (removing || !error)) {
    const title = quoteTitle(quote);
    return (
      <Stack gap="large">
        <title>{`${title} · ${message('quotes.title')} · ${message('app.name')}`}</title>
        {crumbs(title)}
        <Inline gap="medium" align="spaceBetween" alignY="end">
          <Stack gap="small">
            <Heading level={1}>{title}</Heading>
            <Inline gap="small">
              <StatusBadge tone={quoteStatusTone(quote.status)}>{quoteStatusLabel(quote.status)}</StatusBadge>
              <Text size="small" tone="secondary">
                {vehicleName(quote.vehicle)}
              </Text>
            </Inline>
          </Stack>
          <Button variant="danger" isPending={removing} onPress={() => deleteQuote(quote)}>
            {message('quote.delete')}
          </Button>
        </Inline>
        <QuoteDetails quote={quote} />
        <section aria-labelledby="quote-revisions">
          <Stack gap="medium">
            <Heading level={2} id="quote-revisions">
              {message('quote.revisions')}
            </Heading>
            {quote.quoteData.length === 0 ? (
              <Text tone="secondary">{message('quote.revisions.none')}</Text>
            ) : (
              <ol className={styles.revisions}>
                {quote.quoteData.map((revision, index) => (
                  <li key={revision.revisionId}>
                    <RevisionCard
                      revision={revision}
                      number={index + 1}
                      selected={index === (quote.selectedRevisionNumber ?? quote.quoteData.length - 1)}
                    />
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        </section>
      </Stack>
    );
  }

  if (error instanceof ApiError && error.status === 404)
    return (
      <Stack gap="large">
        <title>{`${message('quote.error.notFound')} · ${message('app.name')}`}</title>
        {crumbs(message('quote.error.notFound'))}
        <EmptyState
          headingLevel={1}
          title={message('quote.error.notFound')}
          action={<Link href={paths.list}>{message('quote.backToList')}</Link>}
        />
      </Stack>
    );

  return (
    <Stack gap="large">
      <title>{`${message('quotes.title')} · ${message('app.name')}`}</title>
      {crumbs(message('quotes.untitled', { id: shortQuoteId(id) }))}
      <Heading level={1}>{message('quotes.untitled', { id: shortQuoteId(id) })}</Heading>
      {error ? (
        <LoadFailure
          title={message('quote.loadFailed')}
          error={error}
          retrying={isValidating}
          onRetry={() => mutate()}
        />
      ) : isLoading ? (
        <LoadingDots label={message('app.loading')} />
      ) : null}
    </Stack>
  );
}

export default QuotePage;
