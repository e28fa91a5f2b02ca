import type { Translation } from '../../message-format.ts';
import type { service } from '../service.ts';

export default {
  'error.notFound': 'Nous n’avons pas trouvé ce que vous avez demandé.',
  'public.document.notFound': 'Ce document n’est pas disponible.',
  'error.badRequest': 'Une partie de ce qui a été envoyé n’est pas valide.',
  'error.malformedJson': 'Le corps de la requête n’est pas du JSON valide.',
  'error.unsupportedMediaType': 'Envoyez le corps de la requête en JSON.',
  'error.unsupportedCharset': 'Envoyez le corps de la requête en JSON, encodé en UTF-8.',
  'error.bodyTooLarge': 'La requête est trop volumineuse : envoyez au plus {max}.',
  'error.badUrl': 'L’adresse n’est pas valide : vérifiez qu’elle ne contient pas de signe % égaré.',
  'error.uriTooLong': 'L’adresse est trop longue.',
  'error.headersTooLarge': 'Les en-têtes de la requête sont trop volumineux.',
  'error.timeout': 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  'error.unavailable': 'Le service est momentanément indisponible. Veuillez réessayer.',
  'error.storageUnavailable': 'Le stockage est indisponible, veuillez réessayer',
  'error.tryAgain': 'Veuillez réessayer',
  'error.couldNotGetToken': 'Impossible d’obtenir le jeton',
  'upload.error.type': 'Joignez une image ou un document (PDF, Word, Excel, PowerPoint, texte ou CSV).',
  'upload.error.tooLarge': 'Joignez un fichier d’au plus {max}.',
  'upload.error.empty': 'Le fichier est vide : joignez-en un qui a du contenu.',
  'upload.error.target':
    'Indiquez à quoi le fichier appartient : un seul salon de clavardage, une seule soumission de location ou un seul dossier.',
  'upload.error.path': 'Ce n’est pas le chemin d’un fichier téléversé.',
  'upload.error.tooManyPaths': 'Demandez au plus {max} fichiers à la fois.',
  'upload.error.failed': 'Le fichier n’a pas pu être téléversé. Veuillez réessayer.',
  'upload.error.expired': 'Le téléversement a pris trop de temps. Veuillez réessayer.',
  'upload.error.extension':
    'Le nom du fichier ne correspond pas à son type : donnez-lui l’extension {extensions}, ou choisissez un autre fichier.',
  'upload.error.content':
    'Le contenu du fichier ne correspond pas à ce qu’indiquent son nom et son type : choisissez l’image ou le document lui-même.',
  'error.forbidden': 'Cette action ne vous est pas permise.',
  'app.stockTicker': 'SFI',
  'app.skipToContent': 'Passer au contenu principal',
  'nav.staff.label': 'Console du personnel',
  'nav.staff.makes': 'Marques',
  'nav.staff.reports': 'Rapports',
  'nav.staff.quoteDealers': 'Concessionnaires (soumissions)',
  'nav.staff.dealerAccounts': 'Comptes des concessionnaires',
  'action.save': 'Enregistrer',
  'action.cancel': 'Annuler',
  'action.close': 'Fermer',
  'action.retry': 'Réessayer',
  'action.dismiss': 'Masquer',
  'action.confirm': 'Confirmer',
  'action.signOut': 'Déconnexion',
  'filter.all': 'Tous',
  'mode.DEALER': 'Concessionnaire',
  'mode.SFI': 'SFI',
  'validation.name.required': 'Entrez un nom.',
  'validation.name.tooLong': 'Utilisez au plus {max} caractères.',
  'validation.make.duplicate': 'Une marque nommée {name} existe déjà.',
  'validation.model.duplicate':
    'Chaque modèle d’une marque doit avoir son propre nom; {name} est utilisé deux fois.',
  'validation.trim.duplicate':
    'Chaque version d’un modèle doit avoir son propre nom; {name} est utilisé deux fois.',
  'validation.models.tooMany': 'Une marque peut compter au plus {max} modèles.',
  'validation.trims.tooMany': 'Un modèle peut compter au plus {max} versions.',
  'validation.make.idMismatch': 'La marque indiquée dans le corps ne correspond pas à celle de l’adresse.',
  'validation.request.invalid': 'Ce qui a été envoyé n’est pas valide : {details}',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.text.characters':
    'Ce texte contient des caractères qui ne peuvent pas être enregistrés, comme des caractères de contrôle invisibles. Retapez-le et réessayez.',
  'validation.text.reordering':
    'Ce texte contient des caractères invisibles qui changent l’ordre d’affichage de ses lettres. Retapez-le sans ces caractères.',
  'validation.tooLong': 'Utilisez au plus {max} caractères.',
  'validation.detail.number':
    'Ce nombre est trop grand ou trop petit pour être conservé : utilisez 0, ou un nombre entre 0,000000001 et 999 999 999 999 999 (positif ou négatif).',
  'validation.nesting':
    'Ceci contient des listes ou des groupes imbriqués sur plus de {max} niveaux. Envoyez une structure moins profonde.',
  'validation.phone': 'Entrez un numéro de téléphone de 10 à 15 chiffres.',
  'validation.province': 'Choisissez une province ou un territoire.',
  'validation.locale': 'Choisissez le français ou l’anglais.',
  'validation.date': 'Entrez une date.',
  'validation.dateFormat': 'Entrez une date au format AAAA-MM-JJ.',
  'validation.dateRange': 'La date de fin doit être égale ou postérieure à la date de début.',
  'validation.digits': 'Utilisez de {min} à {max} chiffres.',
  'validation.digitsExact': 'Utilisez exactement {count} chiffres.',
  'validation.amount': 'Entrez un montant de zéro ou plus, en dollars et en cents.',
  'validation.wholeNumber': 'Entrez un nombre entier de zéro ou plus.',
  'validation.number.notANumber': 'Entrez un nombre.',
  'validation.number.atMost': 'Entrez une valeur d’au plus {max}.',
  'validation.number.atLeast': 'Entrez une valeur d’au moins {min}.',
  'field.number.decrease': 'Diminuer',
  'field.number.increase': 'Augmenter',
  'client.callback.teleporting': 'Nous vous téléportons vers votre destination!',
  'account.error.fetch':
    'Un problème est survenu lors de la récupération des renseignements de votre compte. Veuillez réessayer plus tard',
  'newsletter.subscribed': 'Votre abonnement est maintenant actif!',
  'header.signIn': 'Connexion',
  'header.signIn.client': 'Clientèle',
  'header.signIn.dealer': 'Concessionnaires : soumissions de location',
  'header.signIn.fileDealer': 'Concessionnaires : dossiers et clavardage',
  'dealer.portal.title': 'Portail des concessionnaires',
  'dealer.chat.title': 'Clavardage et dossiers des concessionnaires',
  'dealer.chat.login.title': 'Connexion à l’outil de dossiers des concessionnaires',
  'dealer.chat.login.body': 'Connectez-vous pour clavarder avec le personnel de SFI et gérer vos dossiers.',
  'staff.restoring': 'Rétablissement de votre session…',
  'staff.idle.title': 'Êtes-vous toujours là?',
  'staff.idle.body':
    'Pour votre sécurité, votre session se fermera dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'staff.idle.extend': 'Prolonger la session',
  'password.rule': 'Choisissez un mot de passe de {min} à {max} caractères.',
  'password.current.required': 'Entrez votre mot de passe actuel.',
  'password.current.wrong': 'Ce n’est pas votre mot de passe actuel.',
  'password.new.same': 'Choisissez un mot de passe différent de l’actuel.',
  'password.change.title': 'Changer votre mot de passe',
  'password.change.menu': 'Changer le mot de passe',
  'password.change.body':
    'Lorsque vous changez votre mot de passe, vos autres sessions prennent fin : vous devrez vous y reconnecter.',
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
} satisfies Translation<typeof service>;

/** Keys whose French is rightly the English (a ticker, a mode's name), each checked. */
export const sameInFrench = ['app.stockTicker', 'mode.SFI'] as const;
