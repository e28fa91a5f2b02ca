import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The console navigation's room assignment entry: its own area, so that the navigation (loaded with
 * every signed-in page) carries these words and not the dealer administration's
 * (`dealerAdminWords`, loaded with its screens).
 */
export const roomsNavWords = { 'rooms.nav': 'Room assignment' } as const;

// Its French, loaded when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/rooms-nav.ts') });

/** The text of the room assignment's navigation entry. */
export const roomsNavMessage = areaMessages(roomsNavWords);
