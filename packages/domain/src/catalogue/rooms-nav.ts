import { areaMessages } from '../message-format.ts';

/**
 * The console navigation's room assignment entry: its own area, so that the navigation (loaded with
 * every signed-in page) carries these words and not the dealer administration's
 * (`dealerAdminWords`, loaded with its screens).
 */
export const roomsNavWords = { 'rooms.nav': 'Room assignment' } as const;

/** The text of the room assignment's navigation entry. */
export const roomsNavMessage = areaMessages(roomsNavWords);
