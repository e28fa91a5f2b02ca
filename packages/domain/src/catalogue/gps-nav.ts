import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The console navigation's GPS entry: its own area, so that the navigation (loaded with every
 * signed-in page) carries these two words and not the GPS screens' (`gpsScreens`, loaded with them).
 */
export const gpsNavScreens = { 'gps.nav': 'GPS devices' } as const;

/** The text of the GPS navigation entry. */
export const gpsNavMessage = areaMessages(gpsNavScreens);

// The French table, loaded only when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/gps-nav.ts') });
