import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';
import { TAKEOVER_UNAVAILABLE, TAKEOVERS_NONE_FOUND } from './takeover-spec.ts';

/**
 * The words of the public lease takeover pages, the service request and Contact us forms, and the
 * e-mail the server writes for them (doc 2 §2, §7). Kept out of the catalogue `en`, which every
 * app's entry carries: they travel with the pages loaded when first opened, through
 * {@link takeoverMessage}. The spec's own messages (doc 2 §8) are written once, in
 * `takeover-spec.ts`, and said here and in `en` (`admin.ts`, for the server).
 */
export const takeoverScreens = {
  'takeovers.unavailable': TAKEOVER_UNAVAILABLE,
  'takeovers.noneFound': TAKEOVERS_NONE_FOUND,
  'takeovers.title': 'Lease takeovers',
  'takeovers.heroAlt': 'Illustration of a car on a winding road through green hills and mountains.',
  'takeovers.description':
    'Take over the rest of someone’s lease: a newer car, no down payment, and a shorter term. Each vehicle below has been inspected and its lease checked by SFI.',
  'takeovers.list.label': 'Vehicles available for lease takeover',
  'takeovers.list.loading': 'Loading lease takeovers…',
  'takeovers.list.empty': 'No lease takeovers are available right now. Please check back soon.',
  'takeovers.list.count': '{count, plural, one {# vehicle available} other {# vehicles available}}',
  'takeovers.card.perMonth': '{amount}/month',
  'takeovers.card.monthsLeft': '{count, plural, one {# month left} other {# months left}}',
  'takeovers.card.details': 'See details',
  'takeovers.card.details.label': 'See details of the {vehicle}',
  'takeovers.card.noPhoto': 'No photo yet',
  'takeovers.vehicle.unnamed': 'Vehicle {vehicleId}',
  // The event card of the list page (doc 2 §2: "an event card that can be open or closed").
  'takeovers.event.title': 'See our takeover vehicles in person',
  'takeovers.event.body':
    'Our lease advisors bring lease takeover vehicles to the auto shows and to our free Money Matters workshops: come and see them, ask your questions and start a takeover on the spot.',
  'takeovers.event.link': 'Our upcoming events',

  'takeovers.detail.back': 'All lease takeovers',
  'takeovers.detail.loading': 'Loading this lease takeover…',
  'takeovers.detail.description':
    'Take over the lease of this {vehicle} through SFI: its photos, vehicle information, lease summary and options.',
  'takeovers.detail.photos': 'Photos of the {vehicle}',
  'takeovers.detail.photo': 'Photo {index} of {count}',
  'takeovers.detail.photo.choose': 'Show photo {index}: {alt}',
  'takeovers.detail.photo.previous': 'Previous photo',
  'takeovers.detail.photo.next': 'Next photo',
  'takeovers.detail.vehicle': 'Vehicle information',
  'takeovers.detail.lease': 'Lease summary',
  'takeovers.detail.options': 'Options',
  'takeovers.detail.noOptions': 'No options listed.',
  'takeovers.detail.taxes': 'Amounts are in Canadian dollars, before taxes.',

  'takeovers.field.year': 'Year',
  'takeovers.field.make': 'Make',
  'takeovers.field.model': 'Model',
  'takeovers.field.trim': 'Trim',
  'takeovers.field.bodyStyle': 'Body style',
  'takeovers.field.exteriorColour': 'Exterior colour',
  'takeovers.field.interiorColour': 'Interior colour',
  'takeovers.field.transmission': 'Transmission',
  'takeovers.field.drivetrain': 'Drivetrain',
  'takeovers.field.fuelType': 'Fuel',
  'takeovers.field.kilometres': 'Odometer',
  'takeovers.field.monthlyPaymentCents': 'Monthly payment',
  'takeovers.field.monthsLeft': 'Months left',
  'takeovers.field.leaseEndDate': 'Lease ends',
  'takeovers.field.kilometresPerYear': 'Kilometre allowance',
  'takeovers.field.buyoutCents': 'Buyout at lease end',
  'takeovers.field.transferFeeCents': 'Transfer fee',
  'takeovers.field.province': 'Registered in',
  'takeovers.value.kilometres': '{value} km',
  'takeovers.value.kilometresPerYear': '{value} km a year',

  // The service request form of a takeover, and Contact us (doc 2 §2: loading, success, error, cleared).
  'serviceRequest.title': 'Interested in this vehicle?',
  'serviceRequest.intro':
    'Send us your details and an SFI lease advisor will contact you within one business day.',
  'serviceRequest.name': 'Name',
  'serviceRequest.email': 'E-mail',
  'serviceRequest.phone': 'Phone (optional)',
  'serviceRequest.message': 'Message',
  'serviceRequest.message.takeover':
    'I would like to know more about taking over the lease of the {vehicle}.',
  'serviceRequest.send': 'Send request',
  'serviceRequest.sending': 'Sending…',
  'serviceRequest.sent': 'Thank you! Your request was sent. A lease advisor will contact you soon.',
  'serviceRequest.sendAnother': 'Send another message',
  'serviceRequest.clear': 'Clear',
  'serviceRequest.cleared': 'The form was cleared.',
  'serviceRequest.checkFields': 'Some fields need your attention: see the messages under them.',
  'contact.title': 'Send us a message',
  'contact.intro':
    'Questions about a lease, a takeover or SFI? Write to us and we will answer within one business day.',
  'contact.send': 'Send message',
  'contact.sent': 'Thank you! Your message was sent. We will answer within one business day.',
  'contact.error': 'Sorry, your message could not be sent. Please try again.',

  // The e-mail the server writes to the provider (doc 2 §7 "request for service").
  'serviceRequest.email.subject.takeover': 'Lease takeover request: {vehicle}',
  'serviceRequest.email.subject.contact': 'Contact us message from {name}',
  'serviceRequest.email.body': 'From: {name} <{email}>\nPhone: {phone}\n{about}\n\n{message}',
  'serviceRequest.email.about.takeover': 'About: the lease takeover of the {vehicle} ({id})',
  'serviceRequest.email.about.contact': 'About: a general question (Contact us)',
  'serviceRequest.email.noPhone': 'not given',
} as const;

/** A word of the takeover pages and forms, filled in as `message` fills the catalogue's. */
export const takeoverMessage = /* @__PURE__ */ areaMessages(takeoverScreens);

translations({ 'fr-CA': () => import('./fr/takeovers.ts') });
