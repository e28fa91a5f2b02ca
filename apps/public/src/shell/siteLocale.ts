import { createContext, useContext } from 'react';
import type { Locale } from '@sfi/domain';

/** The language of the page shown (its path's: French under `/fr`), given by the layout to what is inside it. */
export const SiteLocaleContext = createContext<Locale>('en-CA');

/** The page's language, for its links to pages in the same language (`sitePathIn(path, locale)`). */
export const useSiteLocale = () => useContext(SiteLocaleContext);
