import type { Translation } from '../../message-format.ts';
import type { clientDashboardWords } from '../client-dashboard.ts';

export default {
  'clientDashboard.files.title': 'Vos baux',
  'clientDashboard.files.count':
    '{count, plural, one {# dossier de location} other {# dossiers de location}}',
  'clientDashboard.files.none': 'Aucun dossier de location pour l’instant',
  'clientDashboard.files.empty':
    'Aucun dossier de location n’est encore lié à votre compte. Si vous louez un véhicule auprès de SFI, nous le lierons pour vous.',
  'clientDashboard.files.contact': 'Communiquez avec nous pour lier votre bail',
  'clientDashboard.files.loading': 'Chargement de vos dossiers de location…',
  'clientDashboard.column.vehicle': 'Véhicule',
  'clientDashboard.column.fileNo': 'Dossier',
  'clientDashboard.column.monthlyPayment': 'Paiement mensuel',
  'clientDashboard.column.termEnd': 'Fin du bail',
  'clientDashboard.column.status': 'Statut',
  'clientDashboard.column.buyout': 'Rachat aujourd’hui',
  'clientDashboard.column.summary': 'Sommaire du bail',
  'clientDashboard.fileNo': 'Dossier {fileNo}',
  'clientDashboard.vin': 'NIV {vin}',
  'clientDashboard.vehicle.unknown': 'Détails du véhicule à venir',
  'clientDashboard.none': 'Non disponible',
  'clientDashboard.status.upcoming': 'Pas encore commencé',
  'clientDashboard.status.active': 'En cours',
  'clientDashboard.status.matured': 'Arrivé à terme',
  'clientDashboard.status.closed': 'Fermé',
  'clientDashboard.buyout.goodUntil': 'Valide jusqu’au {date}',
  'clientDashboard.buyout.note':
    'Le montant du rachat est ce qu’il vous en coûte aujourd’hui pour devenir propriétaire de votre véhicule, taxes de vente comprises.',
  'clientDashboard.buyout.contact': 'Communiquez avec nous pour le racheter',
  'clientDashboard.download': 'Télécharger le PDF',
  'clientDashboard.download.label': 'Télécharger le PDF : le sommaire du bail du dossier {fileNo}',
  'clientDashboard.download.failed':
    'Le sommaire du bail du dossier {fileNo} n’a pas pu être téléchargé. Veuillez réessayer.',
  'clientDashboard.download.done': 'Le sommaire du bail du dossier {fileNo} est téléchargé.',
} satisfies Translation<typeof clientDashboardWords>;
