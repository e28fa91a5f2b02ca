import {
  FOOTER_OFFICES,
  OFFICE_ADDRESSES,
  publicSiteMessage as say,
  STOCK_TICKER,
  type OfficeAddress,
} from '@sfi/domain';
import type { FooterOffice, NavEntry, NavGroup } from '@sfi/ui';

/*
 * What the public site's frame links to: the header's menus (doc 1 §2), the footer's columns and
 * offices (doc 2 §9). Edit the menus here; the words are in @sfi/domain's `publicSite` catalogue area,
 * and each page's own text is in `content/`.
 */

/** The stock quote page of the exchange ticker TSX: SFI (doc 1 §2, doc 2 §9). */
export const stockQuoteUrl = `https://money.tmx.com/en/quote/${STOCK_TICKER.symbol}`;

/** The company's filings with the Canadian securities regulators. */
export const filingsUrl = 'https://www.sedarplus.ca/';

const company: NavGroup = {
  label: say('site.nav.company'),
  items: [
    { label: say('site.nav.company.about'), href: '/company' },
    { label: say('site.nav.company.board'), href: '/board-of-directors' },
    { label: say('site.nav.company.team'), href: '/team' },
    { label: say('site.nav.company.contributions'), href: '/our-contributions' },
    { label: say('site.nav.company.career'), href: '/career' },
    { label: say('site.nav.company.social'), href: '/social-media-and-events' },
  ],
};

const clients: NavGroup = {
  label: say('site.nav.clients'),
  items: [
    { label: say('site.nav.clients.benefits'), href: '/client/benefits' },
    { label: say('site.nav.clients.takeovers'), href: '/lease-takeover' },
    { label: say('site.nav.clients.signIn'), href: '/client/login' },
  ],
};

const dealers: NavGroup = {
  label: say('site.nav.dealers'),
  items: [
    { label: say('site.nav.dealers.about'), href: '/dealer/about' },
    { label: say('site.nav.dealers.signIn'), href: '/dealer/login' },
    { label: say('site.nav.dealers.fileSignIn'), href: '/dealer/chat/login' },
  ],
};

const investors: NavGroup = {
  label: say('site.nav.investors'),
  items: [
    { label: say('site.nav.investors.profile'), href: '/corporate-profile' },
    { label: say('site.nav.investors.press'), href: '/press-releases' },
    { label: say('site.nav.investors.governance'), href: '/corporate-governance' },
    { label: say('site.nav.investors.agm'), href: '/agm-documents' },
    { label: say('site.nav.investors.esg'), href: '/esg' },
    { label: say('site.nav.investors.sedar'), href: filingsUrl, isExternal: true },
  ],
};

/** The header's menus, in order: four groups, then Contact us. */
export const navigation: readonly NavEntry[] = [
  company,
  clients,
  dealers,
  investors,
  { label: say('site.nav.contact'), href: '/contact-us' },
];

/** The footer's columns of links: the same groups as the header. */
export const footerLinks: readonly NavGroup[] = [company, clients, dealers, investors];

/** The footer's offices (doc 2 §9): the head office in Richmond, then Calgary and Vaughan. */
export const offices: readonly FooterOffice[] = FOOTER_OFFICES.map((office) => ({
  name: `${office.province}: ${office.city}`,
  ...(office.headOffice ? { label: say('site.footer.headOffice') } : {}),
  ...officeContact(OFFICE_ADDRESSES[office.province]!),
}));

function officeContact({ street, locality, phone, email }: OfficeAddress) {
  return { addressLines: [street, locality], phone, ...(email !== undefined && { email }) };
}
