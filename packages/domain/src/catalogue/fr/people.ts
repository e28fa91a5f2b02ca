import type { Translation } from '../../message-format.ts';
import type { peopleScreens } from '../people.ts';

export default {
  // The server's refusals.
  'people.query.criteria':
    'Recherchez par courriel ou par numéro de dossier : donnez exactement un des paramètres email et fileno.',
  'people.query.limit': 'Demandez de 1 à {max} clients à la fois.',
  'people.query.before': "Le paramètre before doit être l'identifiant d'un client.",
  'people.query.search': 'Recherchez avec au plus {max} caractères.',
  'people.client.notFound': 'Aucun client ne porte cet identifiant.',
  'people.client.emailTaken': "Un client ayant l'adresse courriel {email} existe déjà.",
  'people.client.fileNotLinked': "Le dossier {fileNo} n'est pas lié à ce client.",
  'people.staff.notFound': 'Aucun membre du personnel ne porte cet identifiant.',
  'people.staff.usernameTaken': "Le nom d'utilisateur {username} est déjà pris.",
  'people.staff.emailTaken': "Un membre du personnel ayant l'adresse courriel {email} existe déjà.",
  'people.staff.phone':
    'Donnez le numéro de cellulaire qui reçoit les codes de connexion, en format international, comme +15555550100.',
  'people.staff.roles': 'Choisissez un ou plusieurs rôles.',
  'people.staff.username':
    "Un nom d'utilisateur compte de 3 à 50 lettres, chiffres, points, tirets ou traits de soulignement, et commence par une lettre ou un chiffre.",
  'people.staff.othersSuperAdminOnly':
    'Seul un superadministrateur peut modifier un autre membre du personnel.',
  'people.staff.fieldsSuperAdminOnly':
    "Seul un superadministrateur peut modifier les noms d'utilisateur et les rôles.",
  'people.staff.lastSuperAdmin':
    "Il n'y a pas d'autre superadministrateur que {name}. Nommez d'abord un autre membre du personnel superadministrateur.",
  'people.staff.deleteSelf':
    'Vous ne pouvez pas supprimer votre propre compte. Adressez-vous à un autre superadministrateur.',
  // Changing one's own e-mail or mobile (issue 26): the password, and a code sent to the current mobile.
  'people.staff.confirm.passwordRequired':
    'Entrez votre mot de passe pour modifier votre courriel ou votre cellulaire.',
  'people.staff.confirm.passwordWrong': "Ce mot de passe n'est pas le bon. Vérifiez-le et réessayez.",
  'people.staff.confirm.codeRequired':
    'Entrez le code à 6 chiffres que nous avons envoyé à votre cellulaire actuel.',
  'people.staff.confirm.samePhone': 'Ce numéro est déjà celui de votre cellulaire.',
  'people.staff.confirm.noPhone':
    "Votre compte n'a pas encore de cellulaire : nous ne pouvons donc pas y envoyer de code. Demandez à un superadministrateur d'ajouter votre numéro de cellulaire.",
  'people.staff.confirm.ownOnly': 'Seul le membre du personnel concerné peut demander ce code.',
  'people.staff.confirm.codeSms':
    "Votre code SFI pour remplacer votre cellulaire par le numéro se terminant par {last4} est {code}. Il expire dans {minutes} minutes. Si vous ne l'avez pas demandé, avisez votre administrateur.",
  'people.staff.notice.phoneSms':
    "Le cellulaire de votre compte du personnel SFI a été remplacé par le numéro se terminant par {last4}. Si vous n'avez pas fait ce changement, avisez votre administrateur sans tarder.",
  'people.staff.notice.phoneSubject': 'Votre numéro de cellulaire SFI a été modifié',
  'people.staff.notice.phoneBody':
    "Bonjour {name},\n\nLe cellulaire de votre compte du personnel SFI, où vous recevez vos codes de connexion, a été remplacé par le numéro se terminant par {last4}. Vos sessions ont été fermées partout ailleurs.\n\nSi vous n'avez pas fait ce changement, avisez votre administrateur sans tarder.",
  'people.staff.notice.emailSubject': 'Votre adresse courriel SFI a été modifiée',
  'people.staff.notice.emailBody':
    "Bonjour {name},\n\nL'adresse courriel de votre compte du personnel SFI a été remplacée par {email}. Vos sessions ont été fermées partout ailleurs.\n\nSi vous n'avez pas fait ce changement, avisez votre administrateur sans tarder.",

  // Shared by both areas.
  'people.search.email': 'Courriel',
  'people.search.fileNo': 'Numéro de dossier',
  'people.search.by': 'Rechercher par',
  'people.search.clear': 'Tout afficher',
  'people.saving': 'Enregistrement…',
  'people.deleting': 'Suppression…',
  'people.loading': 'Chargement…',
  'people.back': 'Retour à la liste',
  'people.cancel': 'Annuler',
  'people.column.email': 'Courriel',
  'people.column.name': 'Nom',
  'people.column.files': 'Dossiers',
  'people.column.created': "Date d'ajout",
  'people.noName': 'Aucun nom indiqué',
  'people.yes': 'Oui',
  'people.field.email': 'Courriel',
  'people.field.name': 'Nom',
  /** A card's detail on a narrow screen: a column's name and the value in it. */
  'people.card.detail': '{label} : {value}',

  // Clients.
  'clients.title': 'Clients',
  'clients.intro':
    'La clientèle qui se connecte à son tableau de bord. Ajoutez un client avec son adresse courriel, liez ses dossiers ou supprimez-le.',
  'clients.count': '{count, plural, one {# client} other {# clients}}',
  'clients.list.label': 'Clients, du plus récent au plus ancien',
  'clients.list.more': 'Afficher des clients plus anciens',
  'clients.list.error': "Les clients n'ont pas pu être chargés.",
  'clients.search.label': 'Rechercher des clients',
  'clients.search.email.description': "N'importe quelle partie de l'adresse courriel.",
  'clients.search.fileNo.description': 'Le numéro de dossier au complet.',
  'clients.add': 'Ajouter un client',
  'clients.add.title': 'Nouveau client',
  'clients.add.description':
    "Nous envoyons au client par courriel un lien pour choisir son mot de passe. Le lien est valide 3 jours et ne sert qu'une fois; le suivre confirme son adresse courriel.",
  'clients.add.fileNo': 'Dossier (facultatif)',
  'clients.add.fileNo.description': "Le numéro d'un dossier à lier au client dès maintenant.",
  'clients.add.submit': 'Ajouter le client',
  'clients.added': 'Le compte {email} a été créé.',
  'clients.open': 'Ouvrir {email}',
  'clients.detail.files': 'Dossiers',
  'clients.detail.noFiles': "Aucun dossier n'est encore lié à ce client.",
  'clients.detail.created': "Date d'ajout",
  'clients.detail.confirmed': 'Courriel confirmé',
  'clients.detail.notConfirmed': 'Pas encore',
  'clients.link.label': 'Numéro de dossier',
  'clients.link.submit': 'Lier le dossier',
  'clients.linked': 'Le dossier {fileNo} est lié à ce client.',
  'clients.unlink': 'Délier',
  'clients.unlink.action': 'Délier le dossier {fileNo}',
  'clients.unlinked': "Le dossier {fileNo} n'est plus lié à ce client.",
  'clients.delete': 'Supprimer le client',
  'clients.delete.title': 'Supprimer {email}?',
  'clients.delete.question':
    'Supprimer le client {email}? Ses sessions sont fermées sur-le-champ et la connexion ne lui est plus possible. Ses dossiers sont conservés.',
  'clients.delete.confirm': 'Supprimer le client',
  'clients.deleted': 'Le compte {email} a été supprimé.',

  // Staff.
  'staffAdmin.title': 'Personnel',
  'staffAdmin.intro':
    'Les personnes qui se connectent à cette console avec un mot de passe et un code envoyé à leur cellulaire.',
  'staffAdmin.count': '{count, plural, one {# membre du personnel} other {# membres du personnel}}',
  'staffAdmin.list.label': 'Personnel, par nom',
  'staffAdmin.list.error': "Le personnel n'a pas pu être chargé.",
  'staffAdmin.search.label': 'Rechercher dans le personnel',
  'staffAdmin.search.description': "Par nom, courriel ou nom d'utilisateur.",
  'staffAdmin.search.name': 'Nom',
  'staffAdmin.search.email.description': "N'importe quelle partie de l'adresse courriel.",
  'staffAdmin.search.fileNo.description':
    'Le numéro de dossier au complet : le personnel attribué à une conversation sur ce dossier.',
  'staffAdmin.column.username': "Nom d'utilisateur",
  'staffAdmin.column.roles': 'Rôles',
  'staffAdmin.add': 'Ajouter un membre du personnel',
  'staffAdmin.add.title': 'Nouveau membre du personnel',
  'staffAdmin.add.description':
    "Nous lui envoyons par courriel un lien pour choisir son propre mot de passe. La connexion se fait ensuite avec son nom d'utilisateur, ce mot de passe et un code envoyé à son cellulaire.",
  'staffAdmin.add.submit': 'Ajouter le membre du personnel',
  'staffAdmin.added': 'Compte créé pour {name}.',
  'staffAdmin.open': 'Ouvrir {name}',
  'staffAdmin.field.username': "Nom d'utilisateur",
  'staffAdmin.field.phone': 'Cellulaire',
  'staffAdmin.field.phone.description':
    'Pour les codes de connexion, en format international : +15555550100.',
  'staffAdmin.field.roles': 'Rôles',
  'staffAdmin.role.LEASE_QUOTES_ADMIN': 'Administrateur',
  'staffAdmin.role.LEASE_QUOTES_SUPER_ADMIN': 'Superadministrateur',
  'staffAdmin.you': 'Vous',
  'staffAdmin.noEmail': 'Aucun courriel pour le moment',
  'staffAdmin.save': 'Enregistrer les modifications',
  'staffAdmin.saved': 'Les modifications apportées à {name} ont été enregistrées.',
  'staffAdmin.readOnly': 'Seul un superadministrateur peut modifier un autre membre du personnel.',
  'staffAdmin.delete': 'Supprimer le membre du personnel',
  'staffAdmin.delete.title': 'Supprimer {name}?',
  'staffAdmin.delete.question':
    'Supprimer {name}? Ses sessions sont fermées sur-le-champ, la connexion ne lui est plus possible, et les salons de clavardage qui lui étaient attribués lui sont retirés.',
  'staffAdmin.delete.confirm': 'Supprimer le membre du personnel',
  'staffAdmin.deleted': 'Compte supprimé : {name}.',
  'staffAdmin.confirm.title': "Confirmez qu'il s'agit bien de vous",
  'staffAdmin.confirm.body':
    'Un nouveau courriel ou un nouveau cellulaire exige votre mot de passe. Un nouveau cellulaire exige aussi un code que nous envoyons à votre cellulaire actuel.',
  'staffAdmin.field.password': 'Votre mot de passe',
  'staffAdmin.field.code': 'Code reçu sur votre cellulaire actuel',
  'staffAdmin.sendCode': 'Envoyer un code au cellulaire actuel',
  'staffAdmin.codeSent':
    'Nous avons envoyé un code à votre cellulaire actuel, se terminant par {last4}. Il expire dans 10 minutes.',
  'staffAdmin.savedContact':
    'Vos modifications ont été enregistrées. Vos sessions sur vos autres appareils ont été fermées.',
} satisfies Translation<typeof peopleScreens>;

/** Keys whose French is rightly the English, each checked: « client » and « clients » are French words too. */
export const sameInFrench = ['clients.title', 'clients.count'] as const;
