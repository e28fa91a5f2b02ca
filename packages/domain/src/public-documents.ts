import type { Locale } from './locale.ts';

/**
 * The brochures and presentations of the public site (doc 1 §1: "downloadable brochures and
 * presentations held in cloud storage"): PDF files in the storage bucket under
 * {@link PUBLIC_DOCUMENTS_PREFIX}, downloaded through `GET /documents/{name}` of the public service,
 * which the site's pages link to (`/api/public/documents/corporate-profile-2026.pdf`). Each is in
 * one language (`lang`): the French pages link to the French ones, named `…-fr.pdf`.
 */
export const publicDocuments = [
  { name: 'corporate-profile-2026.pdf', title: 'Corporate profile 2026', lang: 'en-CA' },
  {
    name: 'investor-presentation-q3-2026.pdf',
    title: 'Investor presentation, third quarter 2026',
    lang: 'en-CA',
  },
  {
    name: 'agm-2026-notice-and-circular.pdf',
    title: 'Notice of meeting and management information circular 2026',
    lang: 'en-CA',
  },
  { name: 'agm-2026-presentation.pdf', title: 'Presentation to shareholders 2026', lang: 'en-CA' },
  { name: 'agm-2026-voting-results.pdf', title: 'Report of voting results 2026', lang: 'en-CA' },
  // The same documents in French (issue 29), linked from the French pages: the name ends in `-fr`.
  { name: 'corporate-profile-2026-fr.pdf', title: 'Profil de l’entreprise 2026', lang: 'fr-CA' },
  {
    name: 'investor-presentation-q3-2026-fr.pdf',
    title: 'Présentation aux investisseurs, troisième trimestre 2026',
    lang: 'fr-CA',
  },
  {
    name: 'agm-2026-notice-and-circular-fr.pdf',
    title: 'Avis de convocation et circulaire de sollicitation de procurations de la direction 2026',
    lang: 'fr-CA',
  },
  { name: 'agm-2026-presentation-fr.pdf', title: 'Présentation aux actionnaires 2026', lang: 'fr-CA' },
  { name: 'agm-2026-voting-results-fr.pdf', title: 'Rapport sur les résultats du vote 2026', lang: 'fr-CA' },
] as const satisfies readonly { name: string; title: string; lang: Locale }[];

/** The file name of one of the {@link publicDocuments}. */
export type PublicDocumentName = (typeof publicDocuments)[number]['name'];

/** Where the bucket keeps the public documents: `public-documents/<name>`. */
export const PUBLIC_DOCUMENTS_PREFIX = 'public-documents/';

/** The public document of that file name, if there is one. */
export const publicDocument = (name: string) => publicDocuments.find((document) => document.name === name);
