import type { Translation } from '../../message-format.ts';
import type { peopleNavScreens } from '../people-nav.ts';

export default {
  'clients.nav': 'Clients',
  'staffAdmin.nav': 'Personnel',
  /** The header's link to one's own staff page: name, e-mail, mobile and photo (issue 26). */
  'staffAdmin.nav.profile': 'Mon profil',
} satisfies Translation<typeof peopleNavScreens>;

/** Keys whose French is rightly the English, each checked: « Clients » is the French plural too. */
export const sameInFrench = ['clients.nav'] as const;
