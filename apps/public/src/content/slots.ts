import type { ComponentType } from 'react';
import type { SlotName } from './page.ts';

/**
 * The interactive part each slot of a content page shows (`<!-- slot:NAME -->` in its file), loaded
 * when a page that places it renders, so that no page carries another page's forms. One line per
 * component, a default export that takes no props:
 *
 *   contact: () => import('../contact/ContactSlot.tsx'),
 *
 * A slot with no component here shows nothing: the page around it reads on its own.
 */
export const slotComponents: Partial<Record<SlotName, () => Promise<{ default: ComponentType }>>> = {
  contact: () => import('../contact/ContactSlot.tsx'),
  newsletter: () => import('../newsletter/NewsletterSignup.tsx'),
};
