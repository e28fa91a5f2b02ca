import { publicSiteMessage as say, siteLocaleOf, sitePathIn } from '@sfi/domain';
import type { ContentPage } from '../content/page.ts';
import { PageParts } from '../content/ContentView.tsx';
import { mainId } from '../shell/ids.ts';
import * as styles from './Home.css.ts';

/** The home page (doc 1 §2): its title and lead over its background image, the ways in, then its text. */
export function HomeView({ page }: { page: ContentPage }) {
  const { image } = page;
  return (
    <main id={mainId} tabIndex={-1} className={styles.main}>
      <div className={styles.intro}>
        <picture>
          {image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" />
          ))}
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes="100vw"
            width={image.width}
            height={image.height}
            alt={page.imageAlt}
            fetchPriority="high"
            className={styles.background}
          />
        </picture>
        <div className={styles.scrim} aria-hidden="true" />
        <div className={styles.content}>
          <h1 className={styles.title}>{page.title}</h1>
          {page.lead ? <p className={styles.lead}>{page.lead}</p> : null}
          <div className={styles.actions}>
            <a href="/client/login" className={styles.primaryAction}>
              {say('site.home.clients')}
            </a>
            <a href="/dealer/login" className={styles.secondaryAction}>
              {say('site.home.dealers')}
            </a>
            <a
              href={sitePathIn('/lease-takeover', siteLocaleOf(page.path))}
              className={styles.secondaryAction}
            >
              {say('site.home.takeovers')}
            </a>
          </div>
        </div>
      </div>
      <div className={styles.body}>
        <PageParts parts={page.parts} />
      </div>
    </main>
  );
}
