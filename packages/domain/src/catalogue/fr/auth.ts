import type { Translation } from '../../message-format.ts';
import type { auth } from '../auth.ts';

export default {
  'signIn.username': 'Nom d’utilisateur',
  'signIn.password': 'Mot de passe',
  'signIn.submit': 'Connexion',
  'header.signIn': 'Connexion',
  'header.signIn.client': 'Clientèle',
  'header.signIn.dealer': 'Concessionnaires : soumissions de location',
  'header.signIn.fileDealer': 'Concessionnaires : dossiers et clavardage',
  'header.navigation': 'Site',

  'dealer.portal.title': 'Portail des concessionnaires',
  'dealer.chat.title': 'Clavardage et dossiers des concessionnaires',
  'dealer.chat.login.title': 'Connexion à l’outil de dossiers des concessionnaires',
  'dealer.chat.login.body': 'Connectez-vous pour clavarder avec le personnel de SFI et gérer vos dossiers.',

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
  'staff.restoring': 'Rétablissement de votre session…',
  'staff.idle.title': 'Êtes-vous toujours là?',
  'staff.idle.body':
    'Pour votre sécurité, votre session se fermera dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'staff.idle.extend': 'Prolonger la session',

  'password.rule': 'Choisissez un mot de passe de {min} à {max} caractères.',
  'password.current.label': 'Mot de passe actuel',
  'password.current.required': 'Entrez votre mot de passe actuel.',
  'password.current.wrong': 'Ce n’est pas votre mot de passe actuel.',
  'password.new.label': 'Nouveau mot de passe',
  'password.new.same': 'Choisissez un mot de passe différent de l’actuel.',
  'password.change.title': 'Changer votre mot de passe',
  'password.change.menu': 'Changer le mot de passe',
  'password.change.body':
    'Lorsque vous changez votre mot de passe, vos autres sessions prennent fin : vous devrez vous y reconnecter.',
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
  'password.link.invalid': 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  'password.link.sent': 'Un lien pour choisir un mot de passe est en route vers {email}.',
  'password.link.send': 'Envoyer un lien de réinitialisation du mot de passe',
  'password.link.sendIntro':
    'Nous envoyons par courriel à la personne un lien pour choisir un nouveau mot de passe. Dès qu’elle l’a fait, ses sessions prennent fin. Personne d’autre ne le connaît.',
  'password.activation.note':
    'Nous envoyons par courriel à la personne un lien pour choisir son propre mot de passe. Il est valide pendant 3 jours et ne fonctionne qu’une fois.',
  'password.link.noEmail':
    'Ce compte n’a aucune adresse courriel à laquelle envoyer un lien. Ajoutez-en une d’abord.',
  'password.mail.activation.subject': 'Votre compte SFI : choisissez votre mot de passe',
  'password.mail.activation.body':
    'Bonjour {name},\n\nUn compte a été créé pour vous chez SFI, avec le nom d’utilisateur {username}. Choisissez votre mot de passe avec ce lien d’ici 3 jours; il ne fonctionne qu’une fois :\n\n{link}\n\nSi vous n’attendiez pas ce courriel, ne tenez pas compte de ce message.',
  'password.mail.reset.subject': 'Votre compte SFI : réinitialisez votre mot de passe',
  'password.mail.reset.body':
    'Bonjour {name},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte SFI {username}. Choisissez-en un nouveau avec ce lien d’ici 30 minutes; il ne fonctionne qu’une fois :\n\n{link}\n\nSi vous n’avez rien demandé, ne tenez pas compte de ce courriel : votre mot de passe reste le même.',
  'password.mail.clientActivation.subject': 'Votre compte client SFI : choisissez votre mot de passe',
  'password.mail.clientActivation.body':
    'Bonjour,\n\nUn compte client SFI a été créé pour vous avec l’adresse courriel {email}. Choisissez votre mot de passe avec ce lien d’ici 3 jours; il ne fonctionne qu’une fois et confirme votre adresse courriel :\n\n{link}\n\nSi vous n’attendiez pas ce courriel, ne tenez pas compte de ce message.',
  'password.mail.emailMoved.subject': 'Votre compte SFI : votre adresse courriel a été changée',
  'password.mail.emailMoved.body':
    'Bonjour {name},\n\nUn administrateur a remplacé l’adresse courriel de votre compte SFI {username} par {email}. Les liens pour choisir ou réinitialiser votre mot de passe y seront désormais envoyés.\n\nSi vous n’attendiez pas ce changement, communiquez avec SFI sans tarder.',
  'password.activation.sent': 'Lien d’activation envoyé à {email}.',
  'password.activation.heading': 'Activation du compte',
  'password.activation.send': 'Envoyer un nouveau lien d’activation',
  'password.activation.pending': 'Pas encore activé : aucun mot de passe n’a encore été choisi.',
  'password.activation.done':
    'Ce compte est déjà actif : son titulaire a choisi un mot de passe. Un mot de passe oublié peut être réinitialisé à partir de la page de connexion.',
  'password.superAdminOnly':
    "Seul un super administrateur peut définir le mot de passe d'une autre personne. Envoyez-lui plutôt un lien de mot de passe.",
  'password.emailSuperAdminOnly':
    "Seul un super administrateur peut changer l'adresse courriel d'une autre personne : ses liens de mot de passe y sont envoyés.",

  'session.ended': 'Votre session a pris fin ({reason}). Veuillez vous reconnecter.',
  'version.outdated': 'Une nouvelle version de ce site est disponible.',
  'version.outdated.detail': 'Enregistrez votre travail, puis rechargez la page pour l’obtenir.',
  'version.reload': 'Recharger',

  'auth.credentialsRequired': 'Entrez votre nom d’utilisateur et votre mot de passe.',
  'auth.credentialsMismatch':
    'Le nom d’utilisateur et le mot de passe de l’en-tête Authorization ne correspondent pas à ceux du corps de la requête.',
  'auth.tooManyAttempts': 'Trop de tentatives. Veuillez patienter un moment, puis réessayer.',
  'auth.code.required': 'Entrez le code à 6 chiffres envoyé à votre téléphone.',
  'auth.code.wrong': 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
  'auth.code.expired': 'Ce code a expiré. Envoyez un nouveau code et réessayez.',
  'auth.code.tooManyAttempts': 'Ce code a été essayé trop de fois. Envoyez un nouveau code et réessayez.',
  'auth.code.resendTooSoon':
    'Un nouveau code vient d’être envoyé. Veuillez patienter un moment avant d’en demander un autre.',
  'auth.code.resendLimit': 'Trop de codes ont été envoyés. Veuillez vous reconnecter.',
  'auth.code.accountLimit':
    'Trop de codes ont été envoyés à ce compte au cours de la dernière heure. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  'auth.alreadyVerified': 'Votre session est déjà ouverte.',
  'auth.sms.code':
    'Votre code de vérification SFI est {code}. Il expire dans {minutes} minutes. Ne le communiquez jamais à personne.',
} satisfies Translation<typeof auth>;

/** Keys whose French is rightly the English, each checked. */
export const sameInFrench = ['header.navigation'] as const;
