/**
 * The French of the spec's own words for lease takeovers (`../takeover-spec.ts`), written once for
 * the two areas that say them (the takeover pages' and the server's). Plain constants, as in English.
 */

/** A takeover detail that cannot be loaded, or a service request that fails. */
export const TAKEOVER_UNAVAILABLE = 'Cette reprise de bail n’est pas disponible.';
/** The takeover list failed to load. */
export const TAKEOVERS_NONE_FOUND = 'Aucune reprise de bail n’a été trouvée avec';
