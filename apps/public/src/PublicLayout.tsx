import type { SiteLayoutProps } from '@sfi/app-kit';
import { AppHeader, ExternalMark, Footer, PlainLink } from '@sfi/ui';
import { publicSiteMessage as say, siteLocaleOf, sitePathIn, STOCK_TICKER } from '@sfi/domain';
import { message } from './messages.ts';
import { HeaderEntry } from './HeaderEntry.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { siteFrame } from './site.ts';
import { mainId } from './shell/ids.ts';
import { SiteLocaleContext } from './shell/siteLocale.ts';
import * as styles from './shell/Shell.css.ts';

/** The logo: the "SFI" mark drawn in SVG, linking home (in the page's language). */
function Logo({ href }: { href: string }) {
  return (
    <a href={href} className={styles.logoLink}>
      <img
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt={say('site.logo.alt')}
        width={148}
        height={44}
        className={styles.logo}
      />
    </a>
  );
}

/**
 * The public site's frame (doc 1 §2, doc 2 §9): the header with the logo, the slogan, the grouped
 * menus (a drawer up to 1024 px), the stock quote link and the signed-in entry; the page; the footer
 * with the three offices, the ticker and the links. The page renders its own hero banner, as only
 * it knows its title and image (`PageHero`). Its links lead to the pages in the page's own language
 * (`/fr/…` from a French page), and its language switch to the same page in the other language.
 */
export function PublicLayout({ pathname, children }: SiteLayoutProps) {
  const locale = siteLocaleOf(pathname);
  const { navigation, footerLinks, offices, stockQuoteUrl } = siteFrame(locale);
  const ticker = message('header.stockQuote', STOCK_TICKER);
  return (
    <div className={styles.page}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {say('site.skipToContent')}
      </a>
      <AppHeader
        logo={<Logo href={sitePathIn('/', locale)} />}
        slogan={message('app.slogan')}
        currentHref={pathname}
        navLabel={message('header.navigation')}
        menuLabel={message('header.menu')}
        externalLabel={say('site.external')}
        navigation={navigation}
        stockQuote={
          <PlainLink href={stockQuoteUrl} isExternal externalLabel={say('site.external')}>
            {ticker}
          </PlainLink>
        }
        language={<LanguageSwitch pathname={pathname} />}
        user={<HeaderEntry />}
      />
      <SiteLocaleContext value={locale}>{children}</SiteLocaleContext>
      <Footer
        offices={offices}
        officesHeading={say('site.footer.offices')}
        linkGroups={footerLinks}
        externalLabel={say('site.external')}
        legal={say('site.footer.legal')}
        aside={
          <span>
            {say('site.footer.listed')}{' '}
            <a href={stockQuoteUrl} target="_blank" rel="noopener noreferrer" className={styles.ticker}>
              {say('site.footer.ticker', STOCK_TICKER)}
              <ExternalMark label={say('site.external')} iconClassName={styles.tickerIcon} />
            </a>
          </span>
        }
      />
    </div>
  );
}
