import { translations } from '../locale.ts';
import { areaMessages } from '../message-format.ts';

/**
 * The console navigation's lease takeover entry: its own area, so that the navigation (loaded with
 * every signed-in page) carries these two words and not the takeover screens' (`takeoverAdminScreens`).
 */
export const takeoverAdminNavScreens = { 'takeoverAdmin.nav': 'Lease takeovers' } as const;

// The French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/takeover-admin-nav.ts') });

/** The text of the lease takeover navigation entry. */
export const takeoverAdminNavMessage = areaMessages(takeoverAdminNavScreens);
