import type { Translation } from '../../message-format.ts';
import type { publicSite } from '../public-site.ts';

export default {
  'site.logo.alt': 'SFI Financement de location, accueil',
  'site.skipToContent': 'Passer au contenu principal',
  'site.external': "s'ouvre dans un nouvel onglet",

  'site.nav.company': 'Entreprise',
  'site.nav.company.about': 'À propos de SFI',
  'site.nav.company.board': "Conseil d'administration",
  'site.nav.company.team': 'Notre équipe',
  'site.nav.company.contributions': 'Notre engagement',
  'site.nav.company.career': 'Carrières',
  'site.nav.company.social': 'Médias sociaux et événements',

  'site.nav.clients': 'Clientèle',
  'site.nav.clients.benefits': 'Avantages pour la clientèle',
  'site.nav.clients.takeovers': 'Reprises de bail',
  'site.nav.clients.signIn': 'Connexion client',

  'site.nav.dealers': 'Concessionnaires',
  'site.nav.dealers.about': 'Devenir partenaire de SFI',
  'site.nav.dealers.signIn': 'Connexion concessionnaire : soumissions de location',
  'site.nav.dealers.fileSignIn': 'Connexion concessionnaire : dossiers et clavardage',

  'site.nav.investors': 'Investisseurs',
  'site.nav.investors.profile': "Profil de l'entreprise",
  'site.nav.investors.press': 'Communiqués de presse',
  'site.nav.investors.governance': "Gouvernance d'entreprise",
  'site.nav.investors.agm': "Documents de l'AGA",
  'site.nav.investors.esg': 'Facteurs ESG',
  'site.nav.investors.sedar': 'Documents déposés sur SEDAR+',

  'site.nav.contact': 'Nous joindre',

  'site.footer.offices': 'Nos bureaux',
  'site.footer.office': '{province} : {city}',
  'site.footer.headOffice': 'Siège social',
  'site.footer.listed': 'Inscrite à la Bourse de Toronto :',
  'site.footer.ticker': '{exchange} : {symbol}',
  'site.footer.legal': '© SFI Financement de location inc. Tous droits réservés.',

  'site.home.title': '{name} : {slogan}',
  'site.home.clients': 'Connexion client',
  'site.home.dealers': 'Connexion concessionnaire',
  'site.home.takeovers': 'Parcourir les reprises de bail',
} satisfies Translation<typeof publicSite>;
