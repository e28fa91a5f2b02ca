import type { Translation } from '../../message-format.ts';
import type { identityProviderWords } from '../identity-provider.ts';

export default {
  'idp.title': 'Compte client SFI',
  'idp.email': 'Courriel',
  'idp.password': 'Mot de passe',
  'idp.password.hint': 'Au moins {min} caractères.',
  'idp.currentPassword': 'Mot de passe actuel',
  'idp.newPassword': 'Nouveau mot de passe',
  'idp.name': 'Nom',
  'idp.agency': 'Agence',
  'idp.optional': '(facultatif)',
  'idp.errorSummary': 'Il y a un problème',
  'idp.login.title': 'Connectez-vous à votre compte client',
  'idp.login.submit': 'Connexion',
  'idp.login.failed':
    'L’adresse courriel ou le mot de passe n’est pas le bon. Veuillez réessayer de vous connecter.',
  'idp.login.unconfirmed':
    'Veuillez d’abord confirmer votre adresse courriel : suivez le lien du courriel que nous vous avons envoyé.',
  'idp.login.forgot': 'Mot de passe oublié?',
  'idp.login.signUp': 'Première visite? Créez un compte',
  'idp.signUp.title': 'Créez votre compte client',
  'idp.signUp.submit': 'Créer le compte',
  'idp.signUp.haveAccount': 'Vous avez déjà un compte? Connectez-vous',
  'idp.signUp.sent':
    'Merci. Si cette adresse peut être utilisée, nous avons envoyé un message à {email}. Suivez le lien qu’il contient pour confirmer votre compte, puis connectez-vous.',
  'idp.confirm.title': 'Confirmez votre adresse courriel',
  'idp.confirm.done': 'Votre adresse courriel est confirmée. Vous pouvez maintenant vous connecter.',
  'idp.confirm.invalid':
    'Ce lien n’est pas valide ou a expiré. Créez votre compte de nouveau pour en obtenir un autre.',
  'idp.confirm.body':
    'Pour confirmer {email}, entrez le mot de passe que vous avez choisi à la création de votre compte.',
  'idp.confirm.submit': 'Confirmer mon adresse courriel',
  'idp.confirm.failed':
    'Ce n’est pas le mot de passe choisi avec ce lien. Si vous avez fait plus d’une inscription, utilisez le lien du courriel de l’inscription dont vous avez tapé le mot de passe.',
  'idp.forgot.title': 'Réinitialiser votre mot de passe',
  'idp.forgot.body':
    'Entrez l’adresse courriel de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'idp.forgot.submit': 'Envoyer le lien',
  'idp.forgot.sent':
    'Si un compte utilise {email}, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Le lien est valide pendant 30 minutes.',
  'idp.reset.title': 'Choisissez un nouveau mot de passe',
  'idp.reset.submit': 'Enregistrer le nouveau mot de passe',
  'idp.reset.done': 'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec celui-ci.',
  'idp.reset.invalid': 'Ce lien n’est pas valide ou a expiré. Demandez-en un nouveau.',
  'idp.change.title': 'Changer votre mot de passe',
  'idp.change.submit': 'Changer le mot de passe',
  'idp.change.done': 'Votre mot de passe a été changé.',
  'idp.change.failed': 'L’adresse courriel ou le mot de passe actuel n’est pas le bon.',
  'idp.signIn': 'Aller à la connexion',
  'idp.error.email': 'Entrez une adresse courriel valide.',
  'idp.error.passwordLength': 'Entrez un mot de passe de {min} à {max} caractères.',
  'idp.error.name': 'Entrez votre nom ({max} caractères au plus).',
  'idp.error.agency': 'Entrez un nom d’agence de {max} caractères au plus.',
  'idp.error.samePassword': 'Choisissez un nouveau mot de passe différent de l’actuel.',
  'idp.error.tooMany': 'Trop de tentatives. Veuillez patienter un moment, puis réessayer.',
  'idp.error.expired': 'Cette connexion a pris trop de temps. Veuillez recommencer.',
  'idp.error.title': 'Une erreur est survenue',
  'idp.error.request':
    'Cette demande de connexion n’est pas valide. Veuillez recommencer à partir de la page de connexion.',
  'idp.logout.title': 'Déconnexion',
  'idp.logout.body': 'Voulez-vous vous déconnecter de votre compte client SFI?',
  'idp.logout.submit': 'Déconnexion',
  'idp.logout.done': 'Votre session est fermée.',
  'idp.mail.confirm.subject': 'Confirmez votre compte client SFI',
  'idp.mail.confirm.body':
    'Bienvenue chez SFI. Confirmez votre adresse courriel pour terminer la création de votre compte : {link}\nLe lien est valide pendant 24 heures. Si vous n’avez pas demandé de compte, ne tenez pas compte de ce message.',
  'idp.mail.exists.subject': 'Votre compte client SFI',
  'idp.mail.exists.body':
    'Quelqu’un a tenté de créer un compte client SFI avec cette adresse, qui en a déjà un. Connectez-vous à {signIn}, ou réinitialisez votre mot de passe à {reset}. Si ce n’était pas vous, ne tenez pas compte de ce message.',
  'idp.mail.reset.subject': 'Réinitialisez votre mot de passe SFI',
  'idp.mail.reset.body':
    'Choisissez un nouveau mot de passe pour votre compte client SFI : {link}\nLe lien est valide pendant 30 minutes. Si vous ne l’avez pas demandé, ne tenez pas compte de ce message.',
} satisfies Translation<typeof identityProviderWords>;
