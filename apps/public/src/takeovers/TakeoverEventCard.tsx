import { sitePathIn, takeoverMessage } from '@sfi/domain';
import { useSiteLocale } from '../shell/siteLocale.ts';
import * as styles from './takeovers.css.ts';

/** Where the site lists its upcoming events. */
const EVENTS_PATH = '/social-media-and-events';

/**
 * The lease takeover page's event card (doc 2 §2: "an event card that can be open or closed"):
 * where to see the takeover vehicles in person, leading to the site's upcoming events. It starts
 * open; its title closes and opens it again. A native `<details>`: it works before any script runs
 * and adds nothing to the page's code; the browser tells screen readers whether it is open.
 */
export function TakeoverEventCard() {
  return (
    <details open className={styles.event}>
      <summary className={styles.eventSummary}>{takeoverMessage('takeovers.event.title')}</summary>
      <div className={styles.eventBody}>
        <p className={styles.eventText}>{takeoverMessage('takeovers.event.body')}</p>
        <a href={sitePathIn(EVENTS_PATH, useSiteLocale())} className={styles.eventLink}>
          {takeoverMessage('takeovers.event.link')}
        </a>
      </div>
    </details>
  );
}
