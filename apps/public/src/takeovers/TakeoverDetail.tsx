import type { ReactNode } from 'react';
import { Alert, Card, DescriptionList, Heading, PlainLink, Stack, Text } from '@sfi/ui';
import {
  formatMoney,
  sitePathIn,
  TAKEOVER_LIST_PATH,
  takeoverLeaseRows,
  takeoverMessage,
  takeoverVehicleName,
  takeoverVehicleRows,
  type LeaseTakeover,
} from '@sfi/domain';
import { PhotoGallery } from './PhotoGallery.tsx';
import type { PhotoFiles } from './photoFiles.ts';
import { useSiteLocale } from '../shell/siteLocale.ts';
import * as styles from './takeovers.css.ts';

/** What the detail shows: loading, the takeover, or "This lease takeover is not available." (doc 2 §8). */
export type TakeoverDetailState =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'loaded'; takeover: LeaseTakeover };

export interface TakeoverDetailProps {
  state: TakeoverDetailState;
  photoFiles: PhotoFiles;
  /** The service request form, shown beside the details (loaded on its own: `ServiceRequestForm`). */
  form?: ReactNode;
}

function BackLink() {
  return (
    <PlainLink href={sitePathIn(TAKEOVER_LIST_PATH, useSiteLocale())} className={styles.backLink}>
      {`← ${takeoverMessage('takeovers.detail.back')}`}
    </PlainLink>
  );
}

/**
 * One lease takeover (doc 2 §2, `/lease-takeover/{leaseId}`): its photos, vehicle information,
 * lease summary and options, and the service request form.
 */
export function TakeoverDetail({ state, photoFiles, form }: TakeoverDetailProps) {
  if (state.status === 'loading')
    return (
      <>
        <BackLink />
        <p role="status" className={styles.meta}>
          {takeoverMessage('takeovers.detail.loading')}
        </p>
      </>
    );
  if (state.status === 'unavailable')
    return (
      <>
        <BackLink />
        <Alert tone="critical" title={takeoverMessage('takeovers.unavailable')} />
      </>
    );
  const { takeover } = state;
  const vehicle = takeoverVehicleName(takeover);
  const { monthlyPaymentCents, monthsLeft } = takeover.leaseSummary;
  const rows = (list: { field: string; label: string; value: string }[]) =>
    list.map((row) => ({ term: row.label, description: row.value }));
  return (
    <>
      <BackLink />
      <div className={styles.detail}>
        <div className={styles.column}>
          <Stack gap="small" className={styles.order.heading}>
            <Heading level={2}>{vehicle}</Heading>
            {monthlyPaymentCents !== undefined && (
              <p className={styles.price}>
                {takeoverMessage('takeovers.card.perMonth', { amount: formatMoney(monthlyPaymentCents) })}
              </p>
            )}
            {monthsLeft !== undefined && (
              <p className={styles.meta}>
                {takeoverMessage('takeovers.card.monthsLeft', { count: monthsLeft })}
              </p>
            )}
          </Stack>
          <div className={styles.order.photos}>
            <PhotoGallery takeover={takeover} vehicle={vehicle} photoFiles={photoFiles} />
          </div>
          <Card as="section" aria-labelledby="takeover-options" className={styles.order.options}>
            <Stack gap="medium">
              <Heading level={2} id="takeover-options">
                {takeoverMessage('takeovers.detail.options')}
              </Heading>
              {takeover.vehicleOptions.length > 0 ? (
                <ul className={styles.options}>
                  {takeover.vehicleOptions.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ul>
              ) : (
                <Text tone="secondary">{takeoverMessage('takeovers.detail.noOptions')}</Text>
              )}
            </Stack>
          </Card>
        </div>
        <div className={styles.column}>
          <Card as="section" aria-labelledby="takeover-lease" className={styles.order.lease}>
            <Stack gap="medium">
              <Heading level={2} id="takeover-lease">
                {takeoverMessage('takeovers.detail.lease')}
              </Heading>
              <DescriptionList items={rows(takeoverLeaseRows(takeover.leaseSummary))} />
              <Text size="small" tone="secondary">
                {takeoverMessage('takeovers.detail.taxes')}
              </Text>
            </Stack>
          </Card>
          <Card as="section" aria-labelledby="takeover-vehicle" className={styles.order.vehicle}>
            <Stack gap="medium">
              <Heading level={2} id="takeover-vehicle">
                {takeoverMessage('takeovers.detail.vehicle')}
              </Heading>
              <DescriptionList items={rows(takeoverVehicleRows(takeover.vehicleInformation))} />
            </Stack>
          </Card>
          {form && <div className={styles.order.form}>{form}</div>}
        </div>
      </div>
    </>
  );
}
