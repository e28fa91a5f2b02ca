import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The console navigation's Clients and Staff entries: their own area, so that the navigation
 * (loaded with every signed-in page) carries these words and not the people screens'
 * (`peopleScreens`, loaded with them).
 */
export const peopleNavScreens = {
  'clients.nav': 'Clients',
  'staffAdmin.nav': 'Staff',
  /** The header's link to one's own staff page: name, e-mail, mobile and photo (issue 26). */
  'staffAdmin.nav.profile': 'My profile',
} as const;

// Its French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/people-nav.ts') });

/** The text of the Clients and Staff navigation entries. */
export const peopleNavMessage = areaMessages(peopleNavScreens);
