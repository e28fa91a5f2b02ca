import type { Translation } from '../../message-format.ts';
import type { common } from '../common.ts';

export default {
  'error.ourEnd': 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
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

  'app.name': 'SFI Financement de location',
  'language.switching': 'Changement de langue',
  'app.slogan': 'Financement de location de véhicules partout au Canada',
  'app.stockTicker': 'SFI',
  'app.skipToContent': 'Passer au contenu principal',
  'app.loading': 'Chargement…',
  'app.backHome': 'Retour à la page d’accueil',

  'nav.staff.label': 'Console du personnel',
  'nav.staff.makes': 'Marques',
  'nav.staff.reports': 'Rapports',
  'nav.staff.quoteDealers': 'Concessionnaires (soumissions)',
  'nav.staff.dealerAccounts': 'Comptes des concessionnaires',

  'header.unknownDealer': 'Concessionnaire inconnu',
  'header.stockQuote': 'Cours de l’action ({exchange} : {symbol})',
  'header.menu': 'Menu',

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
  'validation.email': 'Entrez une adresse courriel, comme nom@exemple.com.',
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

  'dealer.login.failed': 'Veuillez réessayer de vous connecter.',
  'staff.login.failed': 'Veuillez réessayer de vous connecter.',
  'client.callback.teleporting': 'Nous vous téléportons vers votre destination!',
  'account.error.fetch':
    'Un problème est survenu lors de la récupération des renseignements de votre compte. Veuillez réessayer plus tard',

  'session.error.missingToken': 'Jeton de session manquant',
  'session.error.invalid': 'Session non valide',
  'session.error.networkChanged': 'Environnement réseau modifié',
  'session.error.expired': 'Session expirée',

  'newsletter.heading': 'Abonnez-vous à notre infolettre des investisseurs',
  'newsletter.email.label': 'Adresse courriel',
  'newsletter.subscribe': 'S’abonner',
  'newsletter.subscribed': 'Votre abonnement est maintenant actif!',
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
  'app.stockTicker',
  'header.menu',
  'mode.SFI',
  'province.AB',
  'province.MB',
  'province.NU',
  'province.ON',
  'province.SK',
  'province.YT',
] as const;
