import type { Translation } from '../../message-format.ts';
import type { auth } from '../auth.ts';

export default {
  'signIn.username': 'Nom d’utilisateur',
  'signIn.password': 'Mot de passe',
  'signIn.submit': 'Connexion',
  'header.navigation': 'Site',

  'staff.login.title': 'Connexion du personnel',
  'staff.login.body':
    'Connectez-vous avec votre nom d’utilisateur et votre mot de passe. Nous envoyons ensuite un code à votre téléphone.',
  'staff.code.title': 'Entrez votre code de vérification',
  'staff.code.body':
    'Nous avons envoyé un code à 6 chiffres au numéro de téléphone se terminant par {last4}. Il expire dans 10 minutes.',
  'staff.code.label': 'Code de vérification',
  'staff.code.submit': 'Vérifier',
  'staff.code.resend': 'Envoyer un nouveau code',
  'staff.code.resent': 'Un nouveau code est en route.',
  'staff.code.resendIn':
    'Vous pourrez demander un nouveau code dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'staff.code.startOver': 'Recommencer',

  'password.current.label': 'Mot de passe actuel',
  'password.new.label': 'Nouveau mot de passe',
  'password.change.submit': 'Changer le mot de passe',
  'password.change.done': 'Votre mot de passe est changé. Vos autres sessions ont pris fin.',
  'password.forgot.link': 'Mot de passe oublié?',
  'password.forgot.title': 'Réinitialiser votre mot de passe',
  'password.forgot.body':
    'Entrez le nom d’utilisateur avec lequel vous vous connectez. Si le compte a une adresse courriel, nous y envoyons un lien pour choisir un nouveau mot de passe.',
  'password.forgot.submit': 'Envoyer le lien',
  'password.forgot.sent':
    'Si ce compte existe et a une adresse courriel, un lien est en route. Il est valide pendant 30 minutes.',
  'password.link.title': 'Choisir votre mot de passe',
  'password.link.body': 'Choisissez le mot de passe avec lequel vous vous connecterez désormais.',
  'password.link.submit': 'Enregistrer le mot de passe',
  'password.link.done':
    'Votre mot de passe est enregistré. Connectez-vous dès maintenant avec ce mot de passe.',
  'password.link.signIn': 'Aller à la connexion',

  'session.ended': 'Votre session a pris fin ({reason}). Veuillez vous reconnecter.',
  'version.outdated': 'Une nouvelle version de ce site est disponible.',
  'version.outdated.detail': 'Enregistrez votre travail, puis rechargez la page pour l’obtenir.',
  'version.reload': 'Recharger',
} satisfies Translation<typeof auth>;

/** Keys whose French is rightly the English, each checked. */
export const sameInFrench = ['header.navigation'] as const;
