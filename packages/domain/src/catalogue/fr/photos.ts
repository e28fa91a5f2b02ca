import type { Translation } from '../../message-format.ts';
import type { photoScreens } from '../photos.ts';

export default {
  'photos.error.notMultipart': 'Envoyez la photo dans un formulaire multipart, avec le champ file.',
  'photos.error.missing': 'Choisissez une photo à téléverser : envoyez-la dans le champ de formulaire file.',
  'photos.error.oneFile': 'Téléversez une photo à la fois.',
  'photos.error.empty': 'Ce fichier est vide. Choisissez une photo.',
  'photos.error.tooLarge': 'Cette photo dépasse {max}. Téléversez-en une plus petite.',
  'photos.error.fileName':
    'Le nom du fichier ne peut pas contenir de chemin de dossier ni de caractères de contrôle. Renommez le fichier et téléversez-le de nouveau.',
  'photos.error.notImage':
    'Ce fichier n’est pas une photo. Téléversez une image JPEG, PNG, WebP, GIF, AVIF, HEIC ou TIFF.',
  'photos.error.tooManyPixels':
    'Cette photo compte plus de {max} millions de pixels. Téléversez-en une plus petite (une photo de téléphone en compte environ 12 millions).',
  'photos.error.unreadable': 'Le téléversement n’a pas pu être lu. Téléversez la photo de nouveau.',
  'photos.error.ownerNotFound':
    'Aucune reprise de bail, aucun client et aucun membre du personnel ne porte cet identifiant.',
  'photos.error.dealerNotFound': 'Aucun concessionnaire ne porte cet identifiant.',
  'photos.error.photoNotFound': 'Cette photo n’existe pas.',
  'photos.error.ownOnly': 'Seul un superadministrateur peut changer la photo d’un autre membre du personnel.',
  'photos.error.full':
    'Une reprise de bail compte au plus {max} photos. Retirez-en une avant d’en ajouter une autre.',

  'photos.field.add': 'Ajouter une photo',
  'photos.field.replace': 'Choisir une autre photo',
  'photos.field.drop': 'Déposez une photo ici',
  'photos.field.description': 'JPEG, PNG, WebP, GIF, AVIF, HEIC ou TIFF, jusqu’à {max}.',
  'photos.field.progress': 'Téléversement de {name} : {percent} %',
  'photos.field.uploaded': '{name} a été téléversé.',
  'photos.field.failed': 'Échec du téléversement',
  'photos.field.cancel': 'Annuler le téléversement',
  'photos.field.none': 'Aucune photo pour l’instant',

  'photos.person.title': 'Photo',
} satisfies Translation<typeof photoScreens>;

/** Keys whose French is rightly the English (a brand, an acronym), each checked. */
export const sameInFrench = ['photos.person.title'] as const;
