/**
 * The spec's own words for lease takeovers (doc 2 §8), written once: the catalogue `en` says them
 * (the server, `admin.ts`) and so does the takeover pages' area (`takeovers.ts`), which the public
 * site loads without `en`. Plain constants, not an object: an object's property read inside another
 * area's table would keep that whole table in every bundle.
 */

/** A takeover detail that cannot be loaded, or a service request that fails. */
export const TAKEOVER_UNAVAILABLE = 'This lease takeover is not available.';
/** The takeover list failed to load. */
export const TAKEOVERS_NONE_FOUND = 'No leaseTakeovers were found with';
