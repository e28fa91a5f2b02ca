import { Alert, Stack, Text } from '@sfi/ui';
import {
  formatMoney,
  sitePathIn,
  takeoverMessage,
  takeoverVehicleName,
  type LeaseTakeover,
  type Locale,
} from '@sfi/domain';
import { useSiteLocale } from '../shell/siteLocale.ts';
import type { PhotoFiles } from './photoFiles.ts';
import { TakeoverPhoto } from './TakeoverPhoto.tsx';
import { responsiveImage } from '../content/page.ts';
import { PageHero } from '../shell/PageHero.tsx';
import * as styles from './takeovers.css.ts';

/** Where a takeover's detail page is (doc 2 §2), in a language: `/fr/lease-takeover/{id}` in French. */
export const takeoverHref = (id: string, locale: Locale = 'en-CA') =>
  sitePathIn(`/lease-takeover/${encodeURIComponent(id)}`, locale);

/** One column on phones, up to four on a wide screen. */
const cardSizes = '(max-width: 600px) calc(100vw - 32px), (max-width: 1024px) 50vw, 400px';

export interface TakeoverCardProps {
  takeover: LeaseTakeover;
  photoFiles: PhotoFiles;
  /** The first card's photo loads at once and first: on a phone, the page's largest paint. */
  priority?: boolean;
}

/** A takeover in the list: its photo, vehicle, monthly payment and months left, leading to its detail. */
export function TakeoverCard({ takeover, photoFiles, priority = false }: TakeoverCardProps) {
  const locale = useSiteLocale();
  const vehicle = takeoverVehicleName(takeover);
  const { monthlyPaymentCents, monthsLeft } = takeover.leaseSummary;
  const [photo] = takeover.images;
  return (
    <li className={styles.card}>
      <div className={styles.photoFrame}>
        {photo ? (
          <TakeoverPhoto
            takeover={takeover}
            image={photo}
            photoFiles={photoFiles}
            sizes={cardSizes}
            priority={priority}
          />
        ) : (
          <span>{takeoverMessage('takeovers.card.noPhoto')}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <a className={styles.cardLink} href={takeoverHref(takeover.id, locale)}>
            {vehicle}
          </a>
        </h2>
        {monthlyPaymentCents !== undefined && (
          <p className={styles.price}>
            {takeoverMessage('takeovers.card.perMonth', { amount: formatMoney(monthlyPaymentCents) })}
          </p>
        )}
        {monthsLeft !== undefined && (
          <p className={styles.meta}>{takeoverMessage('takeovers.card.monthsLeft', { count: monthsLeft })}</p>
        )}
      </div>
    </li>
  );
}

/** What the list shows: loading, the takeovers, or the spec's words for a failed load (doc 2 §8). */
export type TakeoverListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; takeovers: readonly LeaseTakeover[] };

export interface TakeoverListProps {
  state: TakeoverListState;
  photoFiles: PhotoFiles;
}

/** The lease takeovers, in display order (doc 2 §2: "a list sorted by permutation, loading then loaded"). */
export function TakeoverList({ state, photoFiles }: TakeoverListProps) {
  if (state.status === 'loading')
    return (
      <p role="status" className={styles.meta}>
        {takeoverMessage('takeovers.list.loading')}
      </p>
    );
  if (state.status === 'failed')
    return <Alert tone="critical" title={takeoverMessage('takeovers.noneFound')} />;
  if (state.takeovers.length === 0)
    return (
      <Text tone="secondary" role="status">
        {takeoverMessage('takeovers.list.empty')}
      </Text>
    );
  return (
    <Stack gap="large">
      <Text tone="secondary" role="status">
        {takeoverMessage('takeovers.list.count', { count: state.takeovers.length })}
      </Text>
      <ul className={styles.grid} aria-label={takeoverMessage('takeovers.list.label')}>
        {state.takeovers.map((takeover, index) => (
          <TakeoverCard
            key={takeover.id}
            takeover={takeover}
            photoFiles={photoFiles}
            priority={index === 0}
          />
        ))}
      </ul>
    </Stack>
  );
}

/** The takeover pages' hero banner (doc 1 §2): their heading over the section's image. */
export function TakeoverHero({ lead }: { lead?: string }) {
  return (
    <PageHero
      pathname="/lease-takeover"
      title={takeoverMessage('takeovers.title')}
      {...(lead !== undefined && { lead })}
      image={responsiveImage('client-benefits', import.meta.env.BASE_URL)}
      imageAlt={takeoverMessage('takeovers.heroAlt')}
    />
  );
}
