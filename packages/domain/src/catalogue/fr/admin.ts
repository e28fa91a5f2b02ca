import type { Translation } from '../../message-format.ts';
import type { admin } from '../admin.ts';
import { TAKEOVER_UNAVAILABLE, TAKEOVERS_NONE_FOUND } from './takeover-spec.ts';

export default {
  // Chat (doc 2 §4, §8).
  'chat.error.messages':
    'Un problème est survenu lors de la récupération de vos messages. Veuillez réessayer.',
  'chat.upload.complete': 'Téléversement terminé',
  'chat.upload.failed': 'Échec du téléversement',
  'chat.upload.progress': 'Téléversement, {percent} %',
  // The chat service's refusals (issue 13).
  'chat.room.notFound': "Ce salon de clavardage n'existe pas, ou il ne fait pas partie des vôtres.",
  'chat.room.dealerRequired': 'Choisissez le concessionnaire à qui le salon est destiné.',
  'chat.room.dealerUnknown': 'Aucun concessionnaire ne porte cet identifiant.',
  'chat.room.fileNotDealers':
    'Le dossier {fileNo} n’est pas un dossier de la concession de ce concessionnaire.',
  'chat.room.assignedToOthers':
    "Ce concessionnaire a déjà ce salon de clavardage, et il est attribué à d'autres membres du personnel : seuls ces membres et un superadministrateur peuvent l'ouvrir.",
  'chat.room.noFile':
    "Ce salon n'est lié à aucun dossier : il n'y a pas de dossier où classer la pièce jointe.",
  'chat.page.invalid': 'Demandez une page par un nombre entier de 0 à {max}.',
  'chat.read.self': "Marquez un salon comme lu avec votre propre identifiant d'utilisateur dans readList.",
  'chat.message.notFound': "Ce message n'existe pas dans ce salon.",
  'chat.message.empty': "Écrivez d'abord un message.",
  'chat.message.textOrAttachment': 'Envoyez soit du texte, soit une seule pièce jointe.',
  'chat.message.notAttachment': "Ce message n'a pas de pièce jointe à classer.",
  'chat.message.tooFast':
    'Les messages sont envoyés plus vite que le clavardage ne peut les recevoir. Attendez un instant, puis envoyez de nouveau.',
  'chat.attachment.notThisRoom': "Cette pièce jointe n'a pas été téléversée dans ce salon.",
  'chat.attachment.notUploaded':
    "Le téléversement de cette pièce jointe n'est pas terminé. Téléversez-la de nouveau.",
  'chat.live.requestInvalid': "Cette demande de clavardage n'est pas valide.",
  'chat.live.unavailable': "Le clavardage n'est pas accessible pour le moment. Veuillez réessayer.",
  'chat.live.failed': 'Veuillez réessayer',
  'chat.live.tooFast': 'Le clavardage reçoit trop de demandes. Attendez un instant, puis réessayez.',
  'chat.title': 'Clavardage',

  // Lease takeovers (doc 2 §8).
  'takeovers.error.unavailable': TAKEOVER_UNAVAILABLE,
  'takeovers.error.noneFound': TAKEOVERS_NONE_FOUND,
  // The refusals of `POST /emails` (doc 2 §7: request for service; also Contact us).
  'validation.serviceRequest.kind':
    "Indiquez l'objet du message : une reprise de bail ou une prise de contact.",
  'validation.serviceRequest.contactTakeover':
    'Un message « Nous joindre » ne vise aucune reprise de bail : envoyez-le plutôt comme demande de reprise de bail.',
  'serviceRequest.tooMany':
    "Plusieurs messages ont été envoyés d'ici en peu de temps. Attendez quelques minutes, puis envoyez le vôtre de nouveau.",

  // Lease lists in administration (doc 2 §8).
  'leases.error.noneFound': 'Aucun bail trouvé',
  'leases.error.save': "Échec de l'enregistrement",
  'leases.error.delete': 'Échec de la suppression',

  'clients.error.noneFound': 'Aucun client trouvé',
  'clients.error.load': 'Un problème est survenu lors du chargement de ce client.',

  'dealers.error.update': 'Impossible de mettre à jour le concessionnaire. Veuillez réessayer.',
  'dealers.error.load': 'Un problème est survenu lors du chargement de ce concessionnaire.',
  'dealers.error.noneFound': 'Aucun concessionnaire trouvé',

  // File-system dealers, administered by staff (doc 2 §3, §7, §8; `/dealers`).
  'fileDealers.title': 'Concessionnaires',
  'fileDealers.intro':
    "Les concessions qui se connectent à l'outil de dossiers des concessionnaires et au clavardage. Les dossiers d'un concessionnaire portent son numéro de concessionnaire.",
  'fileDealers.count': '{count, plural, one {# concessionnaire} other {# concessionnaires}}',
  'fileDealers.empty.title': "Aucun concessionnaire pour l'instant",
  'fileDealers.empty.body':
    "Ajoutez un concessionnaire, ou importez une liste de concessionnaires à partir d'un fichier CSV ou Excel.",
  'fileDealers.add': 'Ajouter un concessionnaire',
  'fileDealers.add.title': 'Nouveau concessionnaire',
  'fileDealers.added': 'Le concessionnaire {name} a été ajouté.',
  'fileDealers.edit': 'Modifier',
  'fileDealers.edit.action': 'Modifier {name}',
  'fileDealers.edit.title': 'Modifier {name}',
  'fileDealers.saved': 'Les modifications apportées à {name} ont été enregistrées.',
  'fileDealers.delete': 'Supprimer',
  'fileDealers.delete.action': 'Supprimer {name}',
  'fileDealers.delete.title': 'Supprimer {name}?',
  'fileDealers.delete.question':
    'Supprimer {name}, concessionnaire numéro {dealerNo}? Le concessionnaire est déconnecté sur-le-champ et ne peut plus se connecter. Ses dossiers sont conservés.',
  'fileDealers.delete.confirm': 'Supprimer le concessionnaire',
  'fileDealers.deleted': 'Le concessionnaire {name} a été supprimé.',
  'fileDealers.dealerNo.label': 'Numéro de concessionnaire',
  /** The dealers table's column: short enough for its width in every language. */
  'fileDealers.dealerNo.column': 'Numéro',
  'fileDealers.dealerNo.description': 'Le numéro sous lequel ses dossiers sont classés, comme D-1001.',
  'fileDealers.dealerNo.format':
    'Utilisez des lettres, des chiffres, des points, des tirets ou des traits de soulignement, en commençant par une lettre ou un chiffre, sans espace.',
  'fileDealers.name.label': "Nom de l'entreprise",
  'fileDealers.email.label': 'Courriel',
  'fileDealers.username.label': "Nom d'utilisateur",
  'fileDealers.username.description': 'Ce que le concessionnaire saisit pour se connecter.',
  'fileDealers.password.label': 'Mot de passe',
  'fileDealers.password.keep':
    'Laissez ce champ vide pour conserver le mot de passe actuel. Un nouveau mot de passe déconnecte le concessionnaire.',
  'fileDealers.actions': 'Actions',
  /** A detail named by its column: on a dealer's card, or a problem of an imported row. */
  'fileDealers.detail': '{label} : {value}',
  'fileDealers.pages.label': 'Pages de concessionnaires',
  'fileDealers.pages.previous': 'Page précédente',
  'fileDealers.pages.next': 'Page suivante',
  'fileDealers.pages.page': 'Page {page}',
  'fileDealers.search.label': 'Rechercher des concessionnaires',
  'fileDealers.sort.invalid': 'Triez par date de création ou par nom.',
  'fileDealers.limit.range': 'Demandez de 1 à {max} concessionnaires à la fois.',
  'fileDealers.search.description':
    "Par numéro de concessionnaire, nom d'entreprise, courriel ou nom d'utilisateur.",
  'fileDealers.error.notFound': "Ce concessionnaire n'existe plus. Il a peut-être été supprimé.",
  'fileDealers.error.usernameTaken': "Le nom d'utilisateur {username} est déjà pris. Choisissez-en un autre.",
  'fileDealers.error.dealerNoTaken':
    'Le numéro de concessionnaire {dealerNo} appartient à un autre concessionnaire.',
  'fileDealers.import': 'Importer des concessionnaires',
  'fileDealers.import.title': 'Importer des concessionnaires',
  'fileDealers.import.intro':
    "Choisissez un fichier CSV ou Excel (.xlsx) d'au plus {maxSize}. Sa première ligne nomme les colonnes dealerNo, email, username, name et password; suit un concessionnaire par ligne, au plus {maxRows} lignes. Vous voyez chaque ligne et ses problèmes avant toute importation.",
  'fileDealers.import.drop': 'Déposez un fichier CSV ou Excel ici, ou',
  'fileDealers.import.pick': 'Choisir un fichier',
  'fileDealers.import.another': 'Choisir un autre fichier',
  'fileDealers.import.checking': 'Vérification de {file}…',
  'fileDealers.import.ready':
    "{count, plural, one {# concessionnaire est prêt} other {# concessionnaires sont prêts}} pour l'importation.",
  'fileDealers.import.skipped':
    '{count, plural, one {# ligne comporte des problèmes et sera ignorée} other {# lignes comportent des problèmes et seront ignorées}}.',
  'fileDealers.import.action':
    '{count, plural, one {Importer # concessionnaire} other {Importer # concessionnaires}}',
  'fileDealers.import.done':
    '{count, plural, one {# concessionnaire a été importé} other {# concessionnaires ont été importés}}.',
  'fileDealers.import.rows': 'Lignes de {file}',
  'fileDealers.import.column.line': 'Ligne',
  'fileDealers.import.column.problems': 'Problèmes',
  'fileDealers.import.rowReady': 'Prête',
  'fileDealers.import.file.missing': 'Choisissez un fichier CSV ou Excel (.xlsx) à importer.',
  'fileDealers.import.file.type':
    "Ce fichier n'est ni un CSV en UTF-8 ni un fichier Excel (.xlsx). Enregistrez-le au format « CSV UTF-8 » ou .xlsx, et réessayez.",
  'fileDealers.import.file.tooLarge': 'Ce fichier dépasse {max}. Divisez-le en fichiers plus petits.',
  'fileDealers.import.file.unreadable':
    "Ce fichier n'a pas pu être lu. Ouvrez-le, enregistrez-le de nouveau en CSV ou en .xlsx, et réessayez.",
  'fileDealers.import.file.empty':
    'Ce fichier ne contient aucun concessionnaire : sa première ligne nomme les colonnes, et les concessionnaires suivent, un par ligne.',
  'fileDealers.import.file.columns':
    'La première ligne doit nommer les colonnes {columns}. Colonnes manquantes : {missing}.',
  'fileDealers.import.file.tooManyRows':
    'Ce fichier contient plus de {max} concessionnaires. Divisez-le en fichiers plus petits.',
  'fileDealers.import.duplicateUsername':
    "Le nom d'utilisateur {username} figure sur plus d'une ligne de ce fichier : {lines}.",
  'fileDealers.import.duplicateDealerNo':
    "Le numéro de concessionnaire {dealerNo} figure sur plus d'une ligne de ce fichier : {lines}.",
  'fileDealers.import.nothingValid':
    'Aucune ligne de ce fichier ne peut être importée. Corrigez les lignes qui comportent des problèmes et réessayez.',
  'fileDealers.import.conflict':
    "Quelqu'un a ajouté un concessionnaire avec l'un de ces noms d'utilisateur ou numéros de concessionnaire pendant l'importation. Rien n'a été importé : vérifiez le fichier de nouveau.",

  'staff.error.noneFound': 'Aucun membre du personnel trouvé',
  'staff.error.load': 'Un problème est survenu lors du chargement de ce membre du personnel.',

  'rooms.error.assign': 'Échec de la mise à jour',

  // GPS (doc 2 §4, §8, §9).
  'gps.link.failed': 'Réessayer',
  'gps.filter.all': 'Tous',
  'gps.filter.linked': 'Liés',
  'gps.filter.test': 'Essai',
  'gps.linkedMode.all': 'Tous',
  'gps.linkedMode.flagged': 'Signalés',
} satisfies Translation<typeof admin>;

/** Keys whose French is rightly the English, each checked: « Actions » and « Page » are French words too. */
export const sameInFrench = ['fileDealers.actions', 'fileDealers.pages.page'] as const;
