import type { Translation } from '../../message-format.ts';
import type { reports } from '../reports.ts';

export default {
  // The document pack's templates (`GET /reports/templates`).
  'reports.template.lease-summary': 'Sommaire du bail',
  'reports.template.buyout-quote': 'Soumission de rachat',
  'reports.template.pre-authorized-debit': 'Formulaire de débit préautorisé',
  'reports.template.insurance-letter': 'Lettre à l’assureur',

  // The date a maximizer or month-end report picks its files by.
  'reports.dateType.delivery-date': 'Date de livraison',
  'reports.dateType.insurance-expiry-date': 'Date d’expiration de l’assurance',
  'reports.dateType.lease-end-date': 'Date de fin du bail',

  // The reports, as the screen offers them.
  'reports.kind.general': 'Rapport général',
  'reports.kind.offroad': 'Rapport hors route',
  'reports.kind.maximizer': 'Exportation Maximizer',
  'reports.kind.month-end': 'Rapport de fin de mois',

  // Bad requests.
  'reports.template.unknown': 'Il n’y a aucun modèle nommé « {name} ». Les modèles sont : {names}.',
  'reports.template.required': 'Choisissez au moins un modèle.',
  'reports.template.repeated': 'Choisissez chaque modèle une seule fois.',
  'reports.dateType.unknown': 'Il n’y a aucun type de date « {name} ». Les types de date sont : {names}.',
  'reports.date.required': 'Indiquez la {field} au format AAAA-MM-JJ.',
  'reports.date.invalid': 'La {field} doit être un jour du calendrier écrit au format AAAA-MM-JJ.',
  'reports.date.years': 'Choisissez des jours entre les années {min} et {max}.',
  'reports.range.order': 'La {end} doit tomber le même jour que la {start} ou après.',
  'reports.range.field.startdate': 'date de début',
  'reports.range.field.enddate': 'date de fin',
  'reports.range.field.startDate': 'date de début',
  'reports.range.field.endDate': 'date de fin',
  'reports.range.field.cutOffDate': 'date limite',

  // Sheets and columns of the spreadsheets.
  'reports.sheet.general': 'Rapport général',
  'reports.sheet.offroad': 'Rapport hors route',
  'reports.sheet.lessees': 'Preneurs',
  'reports.sheet.colessees': 'Copreneurs',
  'reports.sheet.monthEnd': 'Fin de mois',
  'reports.column.customer': 'Client',
  'reports.column.firstName': 'Prénom',
  'reports.column.lastName': 'Nom',
  'reports.column.company': 'Entreprise',
  'reports.column.phone': 'Téléphone',
  'reports.column.email': 'Courriel',
  'reports.column.address': 'Adresse',
  'reports.column.city': 'Ville',
  'reports.column.postalCode': 'Code postal',
  'reports.column.dealership': 'Concession',
  'reports.column.dealerNo': 'Numéro de concessionnaire',
  'reports.column.year': 'Année',
  'reports.column.make': 'Marque',
  'reports.column.model': 'Modèle',
  'reports.column.vin': 'NIV',
  'reports.column.plateNo': 'Numéro de plaque',
  'reports.column.term': 'Durée (mois)',
  'reports.column.monthlyPayment': 'Paiement mensuel',
  'reports.column.downPayment': 'Mise de fonds',
  'reports.column.residualValue': 'Valeur résiduelle',
  'reports.column.maturityDate': 'Date de fin du bail',
  'reports.column.insuranceCompany': 'Assureur recommandé',
  'reports.column.policyNo': 'Numéro de police',
  'reports.column.insuranceExpiryDate': 'Date d’expiration de l’assurance',
  'reports.column.total': 'Total',
  'reports.column.files': '{count, plural, one {# dossier} other {# dossiers}}',

  // The document pack's PDFs.
  'reports.pdf.company': 'SFI Financement de location',
  'reports.pdf.fileNo': 'Dossier {fileNo}',
  'reports.pdf.prepared': 'Préparé le {date}',
  'reports.pdf.section.lessee': 'Preneur',
  'reports.pdf.section.colessee': 'Copreneur',
  'reports.pdf.section.vehicle': 'Véhicule',
  'reports.pdf.section.lease': 'Conditions du bail',
  'reports.pdf.section.insurance': 'Assurance',
  'reports.pdf.section.buyout': 'Rachat',
  'reports.pdf.section.payments': 'Paiements',
  'reports.pdf.section.account': 'Compte bancaire',
  'reports.pdf.section.signature': 'Signatures',
  'reports.pdf.province': 'Province',
  'reports.pdf.buyoutNoTotals':
    'Le dossier n’indique aucune province, donc les taxes et le total ne sont pas calculés : indiquez la province dans les champs du dossier.',
  'reports.pdf.buyoutSaved': 'Soumission de rachat enregistrée par {name} le {date}.',
  'reports.pdf.buyoutDraft':
    'Pas encore enregistrée : ces montants sont établis à partir des conditions du dossier de location à la date où il est préparé.',
  'reports.pdf.buyoutNote':
    'Le preneur peut acheter le véhicule au total ci-dessus jusqu’au {date} inclusivement; après cette date, demandez une nouvelle soumission.',
  'reports.pdf.buyoutNoteNoDate':
    'Cette soumission n’indique aucune date limite : demandez une nouvelle soumission avant que le preneur achète le véhicule.',
  'reports.pdf.distance.KM': '{value} km',
  'reports.pdf.distance.HR': '{value} h',
  'reports.pdf.padIntro':
    'J’autorise/Nous autorisons SFI Financement de location et l’institution financière indiquée ci-dessous à prélever sur mon/notre compte les paiements de location du dossier indiqué ci-dessus, à chaque date de paiement, au montant indiqué.',
  'reports.pdf.padRights':
    'J’ai/Nous avons certains droits de recours si un débit n’est pas conforme au présent accord. Pour obtenir plus d’information sur mes/nos droits de recours, je peux/nous pouvons communiquer avec mon/notre institution financière ou visiter paiements.ca. La présente autorisation peut être annulée en tout temps moyennant un préavis écrit de 10 jours.',
  'reports.pdf.institutionNo': 'Numéro de l’institution',
  'reports.pdf.transitNo': 'Numéro de transit',
  'reports.pdf.accountNo': 'Numéro de compte',
  'reports.pdf.blank': '________________',
  'reports.pdf.signature': 'Signature du titulaire du compte',
  'reports.pdf.signatureDate': 'Date',
  'reports.pdf.insuranceTo': 'Destinataire : {company}',
  'reports.pdf.insuranceNoCompany': 'Destinataire : l’assureur du véhicule',
  'reports.pdf.insuranceOwner':
    'SFI Financement de location est propriétaire et bailleur du véhicule décrit ci-dessous, loué à {lessee}.',
  'reports.pdf.insuranceOwnerNoLessee':
    'SFI Financement de location est propriétaire et bailleur du véhicule décrit ci-dessous.',
  'reports.pdf.insuranceAsk':
    'Veuillez désigner SFI Financement de location comme bénéficiaire en cas de sinistre et assuré additionnel à la police {policyNo}, et nous aviser de toute modification, déchéance ou résiliation de la police.',
  'reports.pdf.insuranceAskNoPolicy':
    'Veuillez désigner SFI Financement de location comme bénéficiaire en cas de sinistre et assuré additionnel à la police qui couvre ce véhicule, et nous en transmettre le numéro ainsi qu’un avis de toute modification, déchéance ou résiliation.',
  'reports.pdf.insuranceExpiry': 'La police au dossier expire le {date}.',
  'reports.pdf.insuranceClose': 'Avec nos remerciements,',
  'reports.pdf.none': '—',

  // The staff reports screen.
  'reports.screen.title': 'Rapports',
  'reports.screen.intro':
    'Téléchargez un rapport des dossiers de location sous forme de classeur, ou de fichier ZIP de classeurs, pour une période donnée.',
  'reports.screen.kind': 'Rapport',
  'reports.screen.dateType': 'Type de date',
  'reports.screen.range': 'Période',
  'reports.screen.rangeCalendar': 'Ouvrir le calendrier',
  'reports.screen.cutOff': 'Période (du début à la date limite)',
  'reports.screen.download': 'Télécharger',
  'reports.screen.preparing': 'Préparation du rapport…',
  'reports.screen.downloading': 'Téléchargement : {size}',
  'reports.screen.downloadingPercent': 'Téléchargement : {percent} %',
  'reports.screen.done': 'Fichier téléchargé : {name}.',
  'reports.screen.rangeRequired': 'Choisissez le premier et le dernier jour.',
  'reports.screen.kind.general': 'Chaque dossier livré dans la période, une ligne par dossier.',
  'reports.screen.kind.offroad':
    'Chaque dossier retiré de la route (résilié) entre le début de la période et la date limite.',
  'reports.screen.kind.maximizer':
    'Les preneurs et copreneurs des dossiers dont la date tombe dans la période, pour le gestionnaire de contacts.',
  'reports.screen.kind.month-end':
    'Un classeur par mois de la période, avec les dossiers dont la date y tombe et leurs totaux.',

  // The file page's document pack.
  'reports.pack.title': 'Trousse de documents du dossier {fileNo}',
  'reports.pack.intro':
    'Choisissez les documents à remplir à partir de ce dossier; ils se téléchargent en un seul fichier ZIP.',
  'reports.pack.templates': 'Documents',
  'reports.pack.download': 'Télécharger le ZIP',
  'reports.pack.cancel': 'Fermer',
  'reports.pack.choose': 'Choisissez au moins un document.',
} satisfies Translation<typeof reports>;

/** Keys whose French is rightly the English (a brand, an acronym), each checked. */
export const sameInFrench = [
  'reports.column.total', // “Total” is French too.
  'reports.pdf.province', // “Province” is French too.
  'reports.pdf.distance.KM', // The unit's symbol.
  'reports.pdf.blank', // A line to write on.
  'reports.pdf.section.signature', // “Signatures” is French too.
  'reports.pdf.signatureDate', // “Date” is French too.
  'reports.pdf.none', // A dash.
  'reports.pack.templates', // “Documents” is French too.
] as const;
