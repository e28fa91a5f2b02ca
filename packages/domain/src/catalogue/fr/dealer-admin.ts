import type { Translation } from '../../message-format.ts';
import type { dealerAdminWords } from '../dealer-admin.ts';

export default {
  // The server's refusals.
  'dealerUsers.search.criterion':
    'Recherchez par courriel ou par numéro de dossier : envoyez soit email, soit fileno, mais pas les deux ni aucun des deux.',
  'dealerUsers.email.taken':
    "L'adresse courriel {email} appartient à un autre concessionnaire. Choisissez-en une autre.",
  'dealerUsers.email.unknown': "Aucun concessionnaire n'a l'adresse courriel {email}.",
  'dealerUsers.email.shared':
    "Plus d'un concessionnaire a l'adresse courriel {email}. Donnez à chacun sa propre adresse courriel à l'écran Concessionnaires, puis changez le mot de passe.",
  'rooms.staff.unknown': "Aucun membre du personnel n'a l'adresse courriel {email}.",
  'rooms.room.unknown': 'Aucun salon de clavardage ne porte cet identifiant.',

  // The dealer's detail (the Dealers screen's).
  'dealerUsers.back': 'Tous les concessionnaires',
  'dealerUsers.facts': 'À propos de ce concessionnaire',
  'dealerUsers.fileCount': '{count, plural, one {# dossier} other {# dossiers}}',
  'dealerUsers.fileCount.label': 'Dossiers',
  'dealerUsers.created.label': "Date d'ajout",
  'dealerUsers.rooms.title': 'Salons de clavardage',
  'dealerUsers.rooms.none': "Ce concessionnaire n'a pas encore de salon de clavardage.",
  'dealerUsers.room.untied': 'Conversation générale',
  'dealerUsers.room.file': 'Dossier {fileNo}',
  'dealerUsers.room.staff': 'Attribué à {names}',
  'dealerUsers.room.unassigned': 'Attribué à personne : seuls les superadministrateurs le voient.',
  'dealerUsers.assignFile.title': 'Attribuer un dossier',
  'dealerUsers.assignFile.intro':
    "Le dossier passe à cette concession : ses concessionnaires le voient, et son historique indique qui l'a déplacé et quand.",
  'dealerUsers.assignFile.label': 'Numéro de dossier',
  'dealerUsers.assignFile.action': 'Attribuer le dossier',
  'dealerUsers.assignFile.done': 'Le dossier {fileNo} appartient maintenant au concessionnaire {name}.',
  'dealerUsers.password.title': 'Changer le mot de passe',
  'dealerUsers.password.intro':
    'Le concessionnaire est déconnecté partout sur-le-champ, puis se connecte avec le nouveau mot de passe.',
  'dealerUsers.password.label': 'Nouveau mot de passe',
  'dealerUsers.password.action': 'Changer le mot de passe',
  'dealerUsers.password.done':
    'Le mot de passe du compte {email} a été changé. Ses sessions ont été fermées.',
  'dealerUsers.delete.title': 'Supprimer ce concessionnaire',
  'dealerUsers.delete.intro':
    'Le concessionnaire ne peut plus se connecter, et ses salons de clavardage sont supprimés avec son compte. Ses dossiers sont conservés.',
  'dealerUsers.fileSearch.label': "Trouver le concessionnaire d'un dossier",
  'dealerUsers.fileSearch.description': 'La concession qui détient le numéro de dossier que vous saisissez.',
  'dealerUsers.fileSearch.result': 'Le concessionnaire du dossier {fileNo} :',

  // Room assignment (doc 2 §4: assigning or removing a room updates that staff member's rooms).
  'rooms.title': 'Attribution des salons',
  'rooms.intro':
    'Les salons de clavardage que voit chaque membre du personnel. Les superadministrateurs voient tous les salons; les autres voient les salons qui leur sont attribués.',
  'rooms.superAdmin': 'Superadministrateur : voit tous les salons',
  'rooms.noEmail': 'Aucune adresse courriel : donnez-lui-en une avant de lui attribuer des salons.',
  'rooms.none': 'Aucun salon attribué.',
  'rooms.list': 'Salons attribués à {name}',
  'rooms.name.file': '{dealer} · dossier {fileNo}',
  'rooms.name.untied': '{dealer} · général',
  'rooms.assign.label': 'Salon à attribuer',
  'rooms.assign.placeholder': 'Choisissez un salon',
  'rooms.assign.action': 'Attribuer',
  'rooms.assign.allAssigned': 'Tous les salons lui sont attribués.',
  'rooms.remove': 'Retirer',
  'rooms.remove.action': 'Retirer le salon {room} à {name}',
  'rooms.assigned': 'Le salon {room} a été attribué à {name}.',
  'rooms.removed': 'Le salon {room} a été retiré à {name}.',
  'rooms.noRooms':
    "Il n'y a pas encore de salon de clavardage : un salon s'ouvre quand le personnel entame une conversation avec un concessionnaire.",
} satisfies Translation<typeof dealerAdminWords>;
