import type { Translation } from '../../message-format.ts';
import type { client } from '../client.ts';

export default {
  'client.login.start': 'Connexion',
  'client.login.signUp': 'Créer un compte',
  'client.login.redirecting': 'Redirection vers la page de connexion…',
  'client.login.failed': 'Nous n’avons pas pu vous connecter : {description}',
  'client.login.unavailable':
    'La connexion n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
  'client.login.interrupted': 'La connexion a été interrompue. Veuillez recommencer.',
  'client.callback.title': 'Connexion en cours',
  'client.dashboard.title': 'Tableau de bord client',
  'client.home': 'SFI Financement de location, accueil',
  'client.dashboard.greeting': 'Bienvenue, {name}',
  'client.dashboard.changePassword': 'Changer votre mot de passe',

  'member.notFound': 'Ce membre n’existe pas.',
  'member.emailMismatch': 'Vous ne pouvez créer que la fiche de membre de votre propre adresse courriel.',
  'public.tokenRequired': 'Connectez-vous pour consulter votre compte.',
  'public.tokenInvalid': 'Votre connexion n’est pas valide. Veuillez vous reconnecter.',
} satisfies Translation<typeof client>;
