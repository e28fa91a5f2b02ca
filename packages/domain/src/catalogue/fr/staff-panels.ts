import type { Translation } from '../../message-format.ts';
import type { staffPanelWords } from '../staff-panels.ts';

export default {
  'panels.dealers.open': 'Gestion des concessionnaires',
  'panels.dealers.title': 'Gestion des concessionnaires',
  'panels.dealers.intro': "Trouvez une concession de l'outil de dossiers et du clavardage, puis ouvrez-la.",
  'panels.dealers.search': 'Rechercher des concessionnaires',
  'panels.dealers.searchHelp':
    "Un numéro de concessionnaire, un nom d'entreprise, un courriel ou un nom d'utilisateur.",
  'panels.dealers.list': 'Concessionnaires trouvés',
  'panels.dealers.more':
    '{shown} concessionnaires sur {count} : précisez la recherche pour trouver les autres.',
  'panels.dealers.all': 'Tous les concessionnaires',
  'panels.config.open': 'Paramètres',
  'panels.config.title': 'Paramètres',
  'panels.config.signedInAs': 'Session de {name} ({username})',
  'panels.config.version': 'Version de la console',
  'panels.config.mode': 'Mode',
  'panels.config.modeValue': 'SFI (personnel)',
  'panels.config.beta': "Afficher l'avis de version bêta",
  'panels.config.betaHelp': "L'avis, au-dessus des écrans, qui indique que la console est en version bêta.",
  'panels.beta.title': 'Bêta',
  'panels.beta.body':
    'Cette console est en version bêta : certains écrans sont nouveaux et peuvent encore changer.',
  'panels.beta.hide': "Masquer l'avis de version bêta",
} satisfies Translation<typeof staffPanelWords>;

/** Keys whose French is rightly the English, each checked: « Mode » is a French word too. */
export const sameInFrench = ['panels.config.mode'] as const;
