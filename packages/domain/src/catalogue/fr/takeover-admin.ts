import type { Translation } from '../../message-format.ts';
import type { takeoverAdminScreens } from '../takeover-admin.ts';

export default {
  // The server's refusals.
  'takeoverAdmin.permutations.unknown':
    'Le nouvel ordre nomme une reprise de bail qui n’existe pas. Rechargez la liste et réessayez.',
  'takeoverAdmin.permutations.duplicate': 'Le nouvel ordre nomme une reprise de bail plus d’une fois.',
  'takeoverAdmin.permutations.count':
    'Le nouvel ordre doit nommer chaque reprise de bail, {count} en tout. Rechargez la liste et réessayez.',
  'takeoverAdmin.permutations.positions':
    'Les positions doivent aller de 0 à {last}, chacune utilisée une seule fois.',
  'takeoverAdmin.images.unknown':
    'Une photo de la liste n’appartient pas à cette reprise de bail. Rechargez-la et réessayez.',
  'takeoverAdmin.images.duplicate': 'Une photo figure plus d’une fois dans la liste.',
  'takeoverAdmin.search.tooLong': 'Recherchez avec au plus {max} caractères.',

  // The list.
  'takeoverAdmin.title': 'Reprises de bail',
  'takeoverAdmin.intro':
    'Les véhicules de la page Reprise de bail du site public, du plus récent au plus ancien. Fixez l’ordre dans lequel la page les affiche sous Ordre sur le site public.',
  'takeoverAdmin.search.label': 'Rechercher des reprises de bail',
  'takeoverAdmin.search.description': 'Identifiant du véhicule, marque, modèle, année ou NIV',
  'takeoverAdmin.count': '{count, plural, one {# reprise de bail} other {# reprises de bail}}',
  'takeoverAdmin.list.label': 'Reprises de bail, de la plus récente à la plus ancienne',
  'takeoverAdmin.list.loading': 'Chargement des reprises de bail…',
  'takeoverAdmin.list.error': 'Les reprises de bail n’ont pas pu être chargées.',
  'takeoverAdmin.column.vehicle': 'Véhicule',
  'takeoverAdmin.column.payment': 'Paiement mensuel',
  'takeoverAdmin.column.photos': 'Photos',
  'takeoverAdmin.photoCount': '{count, plural, one {# photo} other {# photos}}',
  'takeoverAdmin.card.vehicleId': 'Identifiant du véhicule : {vehicleId}',
  'takeoverAdmin.card.added': 'Ajoutée le {date}',
  'takeoverAdmin.add': 'Ajouter une reprise de bail',
  'takeoverAdmin.add.title': 'Nouvelle reprise de bail',
  'takeoverAdmin.add.submit': 'Ajouter',
  'takeoverAdmin.vehicleId.label': 'Identifiant du véhicule',
  'takeoverAdmin.vehicleId.description':
    'Le numéro d’inventaire ou de référence du véhicule, par exemple TKO-1013.',
  'takeoverAdmin.order': 'Ordre sur le site public',

  // A takeover.
  'takeoverAdmin.back': 'Toutes les reprises de bail',
  'takeoverAdmin.detail.loading': 'Chargement de cette reprise de bail…',
  'takeoverAdmin.detail.added': 'Ajoutée le {date}, position {position} sur le site public',
  'takeoverAdmin.detail.addedDraft':
    'Ajoutée le {date}, position {position} sur le site public une fois publiée',
  'takeoverAdmin.detail.public': 'Voir sur le site public',
  'takeoverAdmin.section.vehicle': 'Véhicule',
  'takeoverAdmin.section.lease': 'Bail',
  'takeoverAdmin.section.options': 'Options',
  'takeoverAdmin.section.photos': 'Photos',
  'takeoverAdmin.field.vin': 'NIV',
  'takeoverAdmin.options.label': 'Options, une par ligne',
  'takeoverAdmin.options.description': 'Chaque ligne s’affiche comme une option, dans cet ordre.',
  'takeoverAdmin.save': 'Enregistrer les modifications',
  'takeoverAdmin.saved': 'Modifications enregistrées : {vehicle}.',
  'takeoverAdmin.unsaved': 'Modifications non enregistrées',
  'takeoverAdmin.created':
    '{vehicle} a été ajouté comme brouillon. Ajoutez ses détails et ses photos, puis publiez-le.',
  // Published or draft (issue 25 item 17): a new takeover is a draft until staff publish it.
  'takeoverAdmin.state.published': 'Publiée',
  'takeoverAdmin.state.draft': 'Brouillon',
  'takeoverAdmin.state.published.description': 'Le site public l’affiche.',
  'takeoverAdmin.state.draft.description':
    'Un brouillon : seul le personnel le voit. Publiez-le quand ses détails et ses photos sont prêts.',
  'takeoverAdmin.publish': 'Publier',
  'takeoverAdmin.unpublish': 'Retirer du site public',
  'takeoverAdmin.publish.unsaved':
    'Enregistrez d’abord vos modifications : la publication montre ce qui est enregistré.',
  'takeoverAdmin.published': '{vehicle} est sur le site public.',
  'takeoverAdmin.unpublished': '{vehicle} est de nouveau un brouillon : le site public ne l’affiche plus.',
  'takeoverAdmin.delete': 'Supprimer',
  'takeoverAdmin.delete.title': 'Supprimer la reprise de bail « {vehicle} »?',
  'takeoverAdmin.delete.question':
    '{vehicle} quitte immédiatement le site public, avec {count, plural, one {# photo} other {# photos}}. Cette action est irréversible.',
  'takeoverAdmin.delete.confirm': 'Supprimer la reprise de bail',
  'takeoverAdmin.deleted': '{vehicle} a été supprimé.',
  'takeoverAdmin.photos.label': 'Photos, dans l’ordre où elles s’affichent : {vehicle}',
  'takeoverAdmin.photos.none':
    'Aucune photo pour l’instant. La page publique affiche une image de remplacement tant qu’aucune n’est ajoutée.',
  'takeoverAdmin.photos.count': '{count, plural, one {# photo} other {# photos}}, sur un maximum de {max}',
  'takeoverAdmin.photo.name': 'Photo {position}',
  'takeoverAdmin.photo.alt.label': 'Texte de remplacement de la photo {position}',
  'takeoverAdmin.photo.alt.description':
    'Ce que montre la photo, pour les personnes qui ne peuvent pas la voir.',
  'takeoverAdmin.photo.remove': 'Retirer la photo {position}',
  'takeoverAdmin.photo.removeShort': 'Retirer',
  'takeoverAdmin.photo.removed': 'La photo {position} sera retirée à l’enregistrement.',
  'takeoverAdmin.photo.full': 'Cette reprise de bail a {max} photos, le maximum permis.',
  'takeoverAdmin.move.up': 'Monter {name}',
  'takeoverAdmin.move.down': 'Descendre {name}',
  'takeoverAdmin.move.drag': 'Glisser {name}',
  'takeoverAdmin.move.moved': '{name} : position {position} sur {count}.',

  // The display order.
  'takeoverAdmin.order.title': 'Ordre sur le site public',
  'takeoverAdmin.order.intro':
    'Glissez un véhicule par sa poignée, ou placez le curseur sur lui et appuyez sur Alt + ↑ ou Alt + ↓, pour changer l’endroit où la page publique des reprises de bail l’affiche. Enregistrez pour publier le nouvel ordre.',
  'takeoverAdmin.order.label': 'Reprises de bail dans l’ordre où le site public les affiche',
  'takeoverAdmin.order.position': 'Rang {position}',
  'takeoverAdmin.order.save': 'Enregistrer l’ordre',
  'takeoverAdmin.order.reset': 'Annuler les modifications',
  'takeoverAdmin.order.saved': 'Le nouvel ordre a été enregistré. Le site public l’affiche maintenant.',
  'takeoverAdmin.order.unchanged': 'Voici l’ordre que le site public affiche.',
} satisfies Translation<typeof takeoverAdminScreens>;

/** Keys whose French is rightly the English (a brand, an acronym), each checked. */
export const sameInFrench = [
  'takeoverAdmin.column.photos', // “Photos” is French too.
  'takeoverAdmin.photoCount', // “# photo”, “# photos”: French too.
  'takeoverAdmin.section.options', // “Options” is French too.
  'takeoverAdmin.section.photos', // “Photos” is French too.
  'takeoverAdmin.photo.name', // “Photo 2”: French too.
] as const;
