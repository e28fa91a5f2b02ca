import { Alert, Banner, DescriptionList, Heading, LoadingDots, Stack, Text } from '@sfi/ui';
import {
  activeLocale,
  formatDate,
  message,
  provinceLabel,
  type MileageUnit,
  type VehicleLookup,
  type VehicleValue,
} from '@sfi/domain';
import { ApiError, failureMessage } from '@sfi/api-client';
import { useVehicleValue } from '@sfi/api-client/react';
import * as styles from './NewQuotePage.css.ts';

/** Whole dollars in their currency, in the active language: $28,450; 28 450 $. */
function money(amount: number, currency: string): string {
  return new Intl.NumberFormat(activeLocale(), {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Why no value shows: none is known for the vehicle (404), the service failed (502), or another failure. */
function lookupFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return message('vehicleValue.notFound');
  if (error instanceof ApiError && error.status === 502) return message('vehicleValue.unavailable');
  return failureMessage(error, 'error.ourEnd');
}

function Values({ value, askedTrim }: { value: VehicleValue; askedTrim?: string }) {
  const vehicle = [value.year, value.make, value.model, value.trim].filter(Boolean).join(' ');
  return (
    <Stack gap="medium">
      <Text tone="secondary">
        {message('quotes.value.vehicle', {
          vehicle,
          kilometres: new Intl.NumberFormat(activeLocale()).format(value.kilometres),
          province: provinceLabel(value.province),
        })}
      </Text>
      <DescriptionList
        items={[
          { term: message('quotes.value.wholesale'), description: money(value.wholesale, value.currency) },
          { term: message('quotes.value.retail'), description: money(value.retail, value.currency) },
          { term: message('quotes.value.tradeIn'), description: money(value.tradeIn, value.currency) },
        ]}
      />
      {askedTrim && value.trim === null ? <Text size="small">{message('quotes.value.baseTrim')}</Text> : null}
      {value.demonstration ? <Banner tone="caution">{message('vehicleValue.demonstration')}</Banner> : null}
      <Text size="small" tone="secondary">
        {message('quotes.value.source', { source: value.source, date: formatDate(value.valuedAt) })}
      </Text>
    </Stack>
  );
}

export interface VehicleValuePanelProps {
  /** The vehicle to value; null until the form knows enough of it. */
  lookup: VehicleLookup | null;
  /** The unit of the vehicle's mileage: only vehicles counted in km are valued. */
  unit: MileageUnit;
  className?: string;
}

/**
 * What the vehicle being quoted is worth (`GET /cbb`): wholesale, retail and trade-in, looked up
 * again whenever the year, make, model, trim, kilometres or province change, and marked when the
 * values are demonstration data.
 */
export function VehicleValuePanel({ lookup, unit, className }: VehicleValuePanelProps) {
  const { data, error, isLoading } = useVehicleValue(lookup);
  return (
    <section aria-labelledby="vehicle-value-title" className={className}>
      <Stack gap="medium">
        <Heading level={2} id="vehicle-value-title" className={styles.groupTitle}>
          {message('quotes.value.title')}
        </Heading>
        <div aria-live="polite" className={styles.valueBody}>
          {lookup === null ? (
            <Text tone="secondary">
              {unit === 'KM' ? message('quotes.value.prompt') : message('quotes.value.hours')}
            </Text>
          ) : isLoading ? (
            <LoadingDots label={message('app.loading')} />
          ) : error ? (
            <Alert tone={error instanceof ApiError && error.status === 404 ? 'neutral' : 'critical'}>
              {lookupFailure(error)}
            </Alert>
          ) : data ? (
            <Values value={data} askedTrim={lookup.trim} />
          ) : null}
        </div>
      </Stack>
    </section>
  );
}
