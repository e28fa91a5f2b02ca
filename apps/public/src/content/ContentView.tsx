import { PageHero } from '../shell/PageHero.tsx';
import { mainId } from '../shell/ids.ts';
import { partAttribute, type ContentPage, type PagePart } from './page.ts';
import { Slot } from './Slot.tsx';
import * as styles from './ContentView.css.ts';

/** A page's body: its HTML parts, each numbered so that the browser can read it back, and its slots. */
export function PageParts({ parts }: { parts: readonly PagePart[] }) {
  let html = 0;
  return parts.map((part, index) =>
    part.kind === 'html' ? (
      <div
        key={index}
        {...{ [partAttribute]: html++ }}
        className={styles.prose}
        // The build made this HTML from the site's own content files (build/content.ts).
        dangerouslySetInnerHTML={{ __html: part.html }}
      />
    ) : (
      <Slot key={index} name={part.slot} />
    ),
  );
}

/** A content page: its hero banner, then its text and interactive parts. */
export function ContentView({ page }: { page: ContentPage }) {
  return (
    <main id={mainId} tabIndex={-1} className={styles.main}>
      <PageHero
        pathname={page.path}
        title={page.title}
        lead={page.lead}
        image={page.image}
        imageAlt={page.imageAlt}
      />
      <div className={styles.body}>
        <PageParts parts={page.parts} />
      </div>
    </main>
  );
}
