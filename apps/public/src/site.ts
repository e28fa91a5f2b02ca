import {
  commonMessages,
  FOOTER_OFFICES,
  OFFICE_ADDRESSES,
  publicSiteMessage as say,
  sitePathIn,
  STOCK_TICKER,
  type OfficeAddress,
  type Locale,
} from '@sfi/domain';
import type { FooterOffice, NavEntry, NavGroup } from '@sfi/ui';
import { message } from './messages.ts';

/*
 * What the public site's frame links to: the header's menus (doc 1 §2), the footer's columns and
 * offices (doc 2 §9). Edit the menus here; the words are in @sfi/domain's `publicSite` catalogue area,
 * and each page's own text is in `content/`. Each is made for the page's language: its words in the
 * language in use, its links to the pages in that language (`/fr/team` from a French page).
 */

/** The stock quote page of the exchange ticker TSX: SFI (doc 1 §2, doc 2 §9), in the page's language. */
export const stockQuoteUrl = (locale: Locale) =>
  `https://money.tmx.com/${locale === 'fr-CA' ? 'fr' : 'en'}/quote/${STOCK_TICKER.symbol}`;

/** The company's filings with the Canadian securities regulators. */
export const filingsUrl = 'https://www.sedarplus.ca/';

const company = (page: (path: string) => string): NavGroup => ({
  label: say('site.nav.company'),
  items: [
    { label: say('site.nav.company.about'), href: page('/company') },
    { label: say('site.nav.company.board'), href: page('/board-of-directors') },
    { label: say('site.nav.company.team'), href: page('/team') },
    { label: say('site.nav.company.contributions'), href: page('/our-contributions') },
    { label: say('site.nav.company.career'), href: page('/career') },
    { label: say('site.nav.company.social'), href: page('/social-media-and-events') },
  ],
});

const clients = (page: (path: string) => string): NavGroup => ({
  label: say('site.nav.clients'),
  items: [
    { label: say('site.nav.clients.benefits'), href: page('/client/benefits') },
    { label: say('site.nav.clients.takeovers'), href: page('/lease-takeover') },
    { label: say('site.nav.clients.signIn'), href: '/client/login' },
  ],
});

const dealers = (page: (path: string) => string): NavGroup => ({
  label: say('site.nav.dealers'),
  items: [
    { label: say('site.nav.dealers.about'), href: page('/dealer/about') },
    { label: say('site.nav.dealers.signIn'), href: '/dealer/login' },
    { label: say('site.nav.dealers.fileSignIn'), href: '/dealer/chat/login' },
  ],
});

const investors = (page: (path: string) => string): NavGroup => ({
  label: say('site.nav.investors'),
  items: [
    { label: say('site.nav.investors.profile'), href: page('/corporate-profile') },
    { label: say('site.nav.investors.press'), href: page('/press-releases') },
    { label: say('site.nav.investors.governance'), href: page('/corporate-governance') },
    { label: say('site.nav.investors.agm'), href: page('/agm-documents') },
    { label: say('site.nav.investors.esg'), href: page('/esg') },
    { label: say('site.nav.investors.sedar'), href: filingsUrl, isExternal: true },
  ],
});

/** The frame's links and words for a page in `locale`: the header's menus, the footer's columns and offices. */
export function siteFrame(locale: Locale) {
  const page = (path: string) => sitePathIn(path, locale);
  const groups = [company(page), clients(page), dealers(page), investors(page)];
  /** The header's menus, in order: four groups, then Contact us. */
  const navigation: readonly NavEntry[] = [
    ...groups,
    { label: say('site.nav.contact'), href: page('/contact-us') },
  ];
  /** The footer's offices (doc 2 §9): the head office in Richmond, then Calgary and Vaughan. */
  const offices: readonly FooterOffice[] = FOOTER_OFFICES.map((office) => ({
    name: say('site.footer.office', { province: provinceName(office.province), city: office.city }),
    ...(office.headOffice ? { label: say('site.footer.headOffice') } : {}),
    ...officeContact(OFFICE_ADDRESSES[office.province]!),
  }));
  /** The footer's columns of links: the same groups as the header. */
  return { navigation, footerLinks: groups, offices, stockQuoteUrl: stockQuoteUrl(locale) };
}

/** A province's name in the language in use (the catalogue's `province.XX`), from its English name. */
function provinceName(english: string): string {
  const key = (Object.keys(commonMessages) as (keyof typeof commonMessages)[]).find(
    (each) => each.startsWith('province.') && commonMessages[each] === english,
  );
  return key ? message(key) : english;
}

function officeContact({ street, locality, phone, email }: OfficeAddress) {
  return { addressLines: [street, locality], phone, ...(email !== undefined && { email }) };
}
