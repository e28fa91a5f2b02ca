import type { Translation } from '../../message-format.ts';
import type { chatScreens } from '../chat-screens.ts';

export default {
  'chat.rooms.label': 'Conversations',
  'chat.rooms.empty.title': 'Aucune conversation pour l’instant',
  'chat.rooms.empty.staff':
    'Commencez une conversation avec un concessionnaire, ou attendez qu’on vous en attribue une.',
  'chat.rooms.empty.dealer': 'Le personnel de SFI commencera une conversation avec vous ici.',
  'chat.rooms.unread': '{count, plural, one {# message non lu} other {# messages non lus}}',
  'chat.room.withSfi': 'Personnel de SFI',
  'chat.room.file': 'Dossier {fileNo}',
  'chat.room.general': 'Questions générales',
  'chat.room.dealerNo': 'Concessionnaire {dealerNo}',
  'chat.room.choose': 'Choisissez une conversation',
  'chat.room.chooseBody': 'Ses messages s’affichent ici.',
  'chat.room.back': 'Toutes les conversations',
  'chat.lastMessage.attachment': 'Pièce jointe : {name}',
  'chat.lastMessage.none': 'Aucun message pour l’instant',
  'chat.lastMessage.you': 'Vous : {text}',
  'chat.messages.label': 'Messages',
  'chat.messages.older': 'Afficher les messages précédents',
  'chat.messages.announce': 'Nouveau message, envoyé par {name} : {text}',
  'chat.day.today': 'Aujourd’hui',
  'chat.day.yesterday': 'Hier',
  'chat.message.you': 'Vous',
  'chat.message.sending': 'Envoi…',
  'chat.message.notSent': 'Non envoyé : {error}',
  'chat.message.discard': 'Abandonner',
  'chat.message.readBy': 'Lu par {names}',
  'chat.typing.one': '{name} écrit…',
  'chat.typing.many': '{names} écrivent…',
  'chat.composer.label': 'Message',
  'chat.composer.hint': 'Entrée envoie le message; Maj+Entrée commence une nouvelle ligne.',
  'chat.composer.send': 'Envoyer',
  'chat.attach.drop': 'Déposez un fichier ici pour le joindre, ou',
  'chat.attach.browse': 'Joindre un fichier',
  'chat.attach.limits': 'Une image ou un document d’au plus {max}.',
  'chat.attach.uploading': 'Téléversement : {name}',
  'chat.attach.notSent': '{name} n’a pas été envoyé.',
  'chat.attach.complete': 'Téléversement terminé : {name}',
  'chat.attachment.open': 'Ouvrir {name}',
  'chat.file.action': 'Classer dans le dossier de location {fileNo}',
  'chat.file.done': '{name} est classé dans le dossier de location {fileNo} comme {type}.',
  'chat.newRoom.action': 'Nouvelle conversation',
  'chat.newRoom.title': 'Nouvelle conversation avec un concessionnaire',
  'chat.newRoom.dealer': 'Concessionnaire',
  'chat.newRoom.dealerHelp':
    'Saisissez un numéro de concessionnaire, un nom d’entreprise, un courriel ou un nom d’utilisateur.',
  'chat.newRoom.fileNo': 'Numéro de dossier de location',
  'chat.newRoom.fileNoHelp':
    'Facultatif : un des dossiers de location du concessionnaire sur lequel porte la conversation.',
  'chat.newRoom.create': 'Commencer la conversation',
  'chat.delete.action': 'Supprimer la conversation',
  'chat.delete.title': 'Supprimer cette conversation?',
  'chat.delete.question':
    'La conversation « {name} » et tous ses messages seront supprimés pour vous et pour le concessionnaire. Les pièces jointes qui ne sont pas classées dans un dossier de location sont aussi supprimées. Cette action est irréversible.',
  'chat.delete.confirm': 'Supprimer la conversation',
  'chat.delete.done': 'La conversation « {name} » a été supprimée.',
  'chat.room.deleted.title': 'Cette conversation a été supprimée',
  'chat.room.deleted.body':
    'Le personnel de SFI l’a supprimée, avec ses messages. Vos autres conversations se trouvent dans la liste.',
  'chat.allMessages.link': 'Tous les messages',
  'chat.allMessages.title': 'Tous vos messages',
  'chat.allMessages.intro': 'Chaque message de vos conversations, du plus récent au plus ancien.',
  'chat.allMessages.empty': 'Aucun message pour l’instant.',
  'chat.allMessages.in': 'Conversation : {room}',
  'chat.allMessages.older': 'Afficher les messages précédents',
} satisfies Translation<typeof chatScreens>;

/** Keys whose French is rightly the English (a brand, an acronym), each checked. */
export const sameInFrench = [
  'chat.rooms.label', // “Conversations” is French too.
  'chat.messages.label', // “Messages” is French too.
  'chat.composer.label', // “Message” is French too.
] as const;
