import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of the public site's frame (doc 1 §2, doc 2 §9): its header menus, hero, footer and
 * content pages. Kept out of the catalogue `en`, which every app's entry carries: only the public
 * site says them, through {@link publicSiteMessage}. The pages' own text is in the site's content
 * files (apps/public/content), which editors change without touching code.
 */
export const publicSite = {
  'site.logo.alt': 'SFI Lease Financing, home',
  'site.skipToContent': 'Skip to main content',
  'site.external': 'opens in a new tab',

  'site.nav.company': 'Company',
  'site.nav.company.about': 'About SFI',
  'site.nav.company.board': 'Board of directors',
  'site.nav.company.team': 'Our team',
  'site.nav.company.contributions': 'Our contributions',
  'site.nav.company.career': 'Careers',
  'site.nav.company.social': 'Social media and events',

  'site.nav.clients': 'Clients',
  'site.nav.clients.benefits': 'Client benefits',
  'site.nav.clients.takeovers': 'Lease takeovers',
  'site.nav.clients.signIn': 'Client sign-in',

  'site.nav.dealers': 'Dealers',
  'site.nav.dealers.about': 'Partner with SFI',
  'site.nav.dealers.signIn': 'Dealer sign-in: lease quotes',
  'site.nav.dealers.fileSignIn': 'Dealer sign-in: files and chat',

  'site.nav.investors': 'Investors',
  'site.nav.investors.profile': 'Corporate profile',
  'site.nav.investors.press': 'Press releases',
  'site.nav.investors.governance': 'Corporate governance',
  'site.nav.investors.agm': 'AGM documents',
  'site.nav.investors.esg': 'ESG',
  'site.nav.investors.sedar': 'Filings on SEDAR+',

  'site.nav.contact': 'Contact us',

  'site.footer.offices': 'Our offices',
  'site.footer.office': '{province}: {city}',
  'site.footer.headOffice': 'Head office',
  'site.footer.listed': 'Listed on the Toronto Stock Exchange:',
  'site.footer.ticker': '{exchange}: {symbol}',
  'site.footer.legal': '© SFI Lease Financing Inc. All rights reserved.',

  'site.home.title': '{name}: {slogan}',
  'site.home.clients': 'Client sign-in',
  'site.home.dealers': 'Dealer sign-in',
  'site.home.takeovers': 'Browse lease takeovers',
} as const;

/** A word of the public site's frame, filled in as `message` fills the catalogue's. */
export const publicSiteMessage = /* @__PURE__ */ areaMessages(publicSite);

translations({ 'fr-CA': () => import('./fr/public-site.ts') });
