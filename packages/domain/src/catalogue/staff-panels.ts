import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The staff console's panels and notice (doc 2 §3, §4: the dealers manager panel, the config
 * panel, the beta notice): an area of its own, loaded with the console's frame.
 */
export const staffPanelWords = {
  'panels.dealers.open': 'Dealers manager',
  'panels.dealers.title': 'Dealers manager',
  'panels.dealers.intro': 'Find a dealership of the file tool and chat, and open it.',
  'panels.dealers.search': 'Search dealers',
  'panels.dealers.searchHelp': 'A dealer number, company name, e-mail or user name.',
  'panels.dealers.list': 'Dealers found',
  'panels.dealers.more': '{shown} of {count} dealers: narrow the search to find the others.',
  'panels.dealers.all': 'All dealers',
  'panels.config.open': 'Settings',
  'panels.config.title': 'Settings',
  'panels.config.signedInAs': 'Signed in as {name} ({username})',
  'panels.config.version': 'Console version',
  'panels.config.mode': 'Mode',
  'panels.config.modeValue': 'SFI (staff)',
  'panels.config.beta': 'Show the beta notice',
  'panels.config.betaHelp': 'The notice above the screens that says the console is in beta.',
  'panels.beta.title': 'Beta',
  'panels.beta.body': 'This console is in beta: some screens are new and may still change.',
  'panels.beta.hide': 'Hide the beta notice',
} as const;

// Its French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/staff-panels.ts') });

/** A word of the console's panels, filled in as `message` fills the catalogue's. */
export const staffPanelMessage = /* @__PURE__ */ areaMessages(staffPanelWords);
