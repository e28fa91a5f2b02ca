import type { Translation } from '../../message-format.ts';
import type { takeoverScreens } from '../takeovers.ts';
import { TAKEOVER_UNAVAILABLE, TAKEOVERS_NONE_FOUND } from './takeover-spec.ts';

export default {
  'takeovers.unavailable': TAKEOVER_UNAVAILABLE,
  'takeovers.noneFound': TAKEOVERS_NONE_FOUND,
  'takeovers.title': 'Reprises de bail',
  'takeovers.heroAlt':
    "Illustration d'une voiture sur une route sinueuse entre des collines verdoyantes et des montagnes.",
  'takeovers.description':
    'Reprenez le reste du bail d’une autre personne : un véhicule plus récent, aucune mise de fonds et une durée plus courte. Chaque véhicule ci-dessous a été inspecté et son bail vérifié par SFI.',
  'takeovers.list.label': 'Véhicules offerts en reprise de bail',
  'takeovers.list.loading': 'Chargement des reprises de bail…',
  'takeovers.list.empty': "Aucune reprise de bail n'est offerte pour le moment. Revenez bientôt.",
  'takeovers.list.count': '{count, plural, one {# véhicule offert} other {# véhicules offerts}}',
  'takeovers.card.perMonth': '{amount}/mois',
  'takeovers.card.monthsLeft': '{count, plural, one {# mois restant} other {# mois restants}}',
  'takeovers.card.details': 'Voir les détails',
  'takeovers.card.details.label': 'Voir les détails du véhicule {vehicle}',
  'takeovers.card.noPhoto': 'Aucune photo pour le moment',
  'takeovers.vehicle.unnamed': 'Véhicule {vehicleId}',
  'takeovers.event.title': 'Venez voir nos véhicules en reprise de bail',
  'takeovers.event.body':
    "Nos conseillers en location présentent des véhicules en reprise de bail aux salons de l'auto et à nos ateliers gratuits Parlons argent : venez les voir, posez vos questions et amorcez une reprise sur place.",
  'takeovers.event.link': 'Nos prochains événements',

  'takeovers.detail.back': 'Toutes les reprises de bail',
  'takeovers.detail.loading': 'Chargement de cette reprise de bail…',
  'takeovers.detail.description':
    'Reprenez le bail de ce véhicule, {vehicle}, par l’entremise de SFI : ses photos, les renseignements sur le véhicule, le sommaire du bail et les options.',
  'takeovers.detail.photos': 'Photos du véhicule {vehicle}',
  'takeovers.detail.photo': 'Photo {index} sur {count}',
  'takeovers.detail.photo.choose': 'Afficher la photo {index} : {alt}',
  'takeovers.detail.photo.previous': 'Photo précédente',
  'takeovers.detail.photo.next': 'Photo suivante',
  'takeovers.detail.vehicle': 'Renseignements sur le véhicule',
  'takeovers.detail.lease': 'Sommaire du bail',
  'takeovers.detail.options': 'Options et équipements',
  'takeovers.detail.noOptions': 'Aucune option indiquée.',
  'takeovers.detail.taxes': 'Les montants sont en dollars canadiens, taxes en sus.',

  'takeovers.field.year': 'Année',
  'takeovers.field.make': 'Marque',
  'takeovers.field.model': 'Modèle',
  'takeovers.field.trim': 'Version',
  'takeovers.field.bodyStyle': 'Carrosserie',
  'takeovers.field.exteriorColour': 'Couleur extérieure',
  'takeovers.field.interiorColour': 'Couleur intérieure',
  'takeovers.field.transmission': 'Boîte de vitesses',
  'takeovers.field.drivetrain': 'Motricité',
  'takeovers.field.fuelType': 'Carburant',
  'takeovers.field.kilometres': 'Odomètre',
  'takeovers.field.monthlyPaymentCents': 'Paiement mensuel',
  'takeovers.field.monthsLeft': 'Mois restants',
  'takeovers.field.leaseEndDate': 'Fin du bail',
  'takeovers.field.kilometresPerYear': 'Kilométrage annuel permis',
  'takeovers.field.buyoutCents': 'Rachat à la fin du bail',
  'takeovers.field.transferFeeCents': 'Frais de transfert',
  'takeovers.field.province': 'Immatriculé en',
  'takeovers.value.kilometres': '{value} km',
  'takeovers.value.kilometresPerYear': '{value} km par année',

  'serviceRequest.title': 'Ce véhicule vous intéresse?',
  'serviceRequest.intro':
    "Envoyez-nous vos coordonnées et un conseiller en location de SFI communiquera avec vous dans un délai d'un jour ouvrable.",
  'serviceRequest.name': 'Nom',
  'serviceRequest.email': 'Courriel',
  'serviceRequest.phone': 'Téléphone (facultatif)',
  'serviceRequest.message': 'Votre message',
  'serviceRequest.message.takeover':
    "J'aimerais en savoir plus sur la reprise du bail de ce véhicule, {vehicle}.",
  'serviceRequest.send': 'Envoyer la demande',
  'serviceRequest.sending': 'Envoi en cours…',
  'serviceRequest.sent':
    'Merci! Votre demande a été envoyée. Un conseiller en location communiquera avec vous sous peu.',
  'serviceRequest.sendAnother': 'Envoyer un autre message',
  'serviceRequest.clear': 'Effacer',
  'serviceRequest.cleared': 'Le formulaire a été effacé.',
  'serviceRequest.checkFields':
    'Certains champs demandent votre attention : voyez les messages sous ceux-ci.',
  'contact.title': 'Écrivez-nous',
  'contact.intro':
    "Des questions sur un bail, une reprise de bail ou SFI? Écrivez-nous et nous vous répondrons dans un délai d'un jour ouvrable.",
  'contact.send': 'Envoyer le message',
  'contact.sent': "Merci! Votre message a été envoyé. Nous vous répondrons dans un délai d'un jour ouvrable.",
  'contact.error': "Désolés, votre message n'a pas pu être envoyé. Veuillez réessayer.",

  'serviceRequest.email.subject.takeover': 'Demande de reprise de bail : {vehicle}',
  'serviceRequest.email.subject.contact': 'Message reçu par Nous joindre, de {name}',
  'serviceRequest.email.body': 'De : {name} <{email}>\nTéléphone : {phone}\n{about}\n\n{message}',
  'serviceRequest.email.about.takeover': 'Objet : la reprise du bail du véhicule {vehicle} ({id})',
  'serviceRequest.email.about.contact': 'Objet : une question générale (Nous joindre)',
  'serviceRequest.email.noPhone': 'non fourni',
} satisfies Translation<typeof takeoverScreens>;

/** Keys whose French is rightly the English, each checked: the kilometre is « km » in both. */
export const sameInFrench = ['takeovers.value.kilometres'] as const;
