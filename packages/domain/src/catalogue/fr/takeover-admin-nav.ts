import type { Translation } from '../../message-format.ts';
import type { takeoverAdminNavScreens } from '../takeover-admin-nav.ts';

export default {
  'takeoverAdmin.nav': 'Reprises de bail',
} satisfies Translation<typeof takeoverAdminNavScreens>;
