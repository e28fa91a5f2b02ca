import type { Translation } from '../../message-format.ts';
import type { common } from '../common.ts';

export default {
  'error.ourEnd': 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',

  'app.name': 'SFI Financement de location',
  'language.switching': 'Changement de langue',
  'app.slogan': 'Financement de location de véhicules partout au Canada',
  'app.loading': 'Chargement…',
  'app.backHome': 'Retour à la page d’accueil',

  'header.unknownDealer': 'Concessionnaire inconnu',
  'header.stockQuote': 'Cours de l’action ({exchange} : {symbol})',
  'header.menu': 'Menu',

  'validation.email': 'Entrez une adresse courriel, comme nom@exemple.com.',

  'dealer.login.failed': 'Veuillez réessayer de vous connecter.',
  'staff.login.failed': 'Veuillez réessayer de vous connecter.',

  'session.error.missingToken': 'Jeton de session manquant',
  'session.error.invalid': 'Session non valide',
  'session.error.networkChanged': 'Environnement réseau modifié',
  'session.error.expired': 'Session expirée',

  'newsletter.heading': 'Abonnez-vous à notre infolettre des investisseurs',
  'newsletter.email.label': 'Adresse courriel',
  'newsletter.subscribe': 'S’abonner',
  'newsletter.error': 'Désolé, une erreur est survenue.',

  'client.login.title': 'Connexion client',
  'client.login.body': 'Connectez-vous pour consulter vos dossiers de location et vos véhicules.',
  'dealer.login.title': 'Connexion concessionnaire',
  'dealer.login.body': 'Connectez-vous pour préparer des soumissions de location et suivre vos dossiers.',

  'province.AB': 'Alberta',
  'province.BC': 'Colombie-Britannique',
  'province.MB': 'Manitoba',
  'province.NB': 'Nouveau-Brunswick',
  'province.NL': 'Terre-Neuve-et-Labrador',
  'province.NS': 'Nouvelle-Écosse',
  'province.NT': 'Territoires du Nord-Ouest',
  'province.NU': 'Nunavut',
  'province.ON': 'Ontario',
  'province.PE': 'Île-du-Prince-Édouard',
  'province.QC': 'Québec',
  'province.SK': 'Saskatchewan',
  'province.YT': 'Yukon',
} satisfies Translation<typeof common>;

/** Keys whose French is rightly the English (a brand, an acronym, a province's own name), each checked. */
export const sameInFrench = [
  'header.menu',
  'province.AB',
  'province.MB',
  'province.NU',
  'province.ON',
  'province.SK',
  'province.YT',
] as const;
