import type { Translation } from '../../message-format.ts';
import type { uiWords } from '../ui.ts';

export default {
  'ui.loading': 'Chargement',
  'ui.close': 'Fermer',
  'ui.cancel': 'Annuler',
  'ui.confirm': 'Confirmer',
  'ui.dismiss': 'Fermer',
  'ui.menu': 'Menu',
  'ui.mainNavigation': 'Principale',
  'ui.breadcrumb': 'Fil d’Ariane',
  'ui.skipToContent': 'Aller au contenu principal',
  'ui.opensInNewTab': 's’ouvre dans un nouvel onglet',
  'ui.pagination': 'Pagination',
  'ui.previousPage': 'Page précédente',
  'ui.nextPage': 'Page suivante',
  'ui.page': 'Page {page}',
  'ui.openCalendar': 'Ouvrir le calendrier',
  'ui.noResults': 'Aucun résultat',
  'ui.noMatches': 'Aucune correspondance',
  'ui.showOptions': 'Afficher les options',
  'ui.clearSearch': 'Effacer la recherche',
  'ui.none': 'Aucun',
  'ui.notifications': 'Notifications',
  'ui.cancelUpload': 'Annuler le téléversement',
  'ui.chooseFile': 'Choisir un fichier',
  'ui.chooseFiles': 'Choisir des fichiers',
  'ui.ourOffices': 'Nos bureaux',
  'ui.stepComplete': 'Terminé',
  'ui.stepCurrent': 'En cours',
  'ui.stepUpcoming': 'Pas commencé',
  'ui.stepError': 'À vérifier',
  'ui.numberInvalid': 'Entrez un nombre.',
  'ui.numberAtMost': 'Entrez au plus {max}.',
  'ui.numberAtLeast': 'Entrez {min} ou plus.',
  'ui.numberDecrease': 'Diminuer',
  'ui.numberIncrease': 'Augmenter',
} satisfies Translation<typeof uiWords>;

/** The same word in both languages. */
export const sameInFrench = ['ui.menu', 'ui.pagination', 'ui.page', 'ui.notifications'] as const;
