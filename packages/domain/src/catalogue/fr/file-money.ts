import type { Translation } from '../../message-format.ts';
import type { fileMoney } from '../file-money.ts';

export default {
  'fileTool.amount.format': 'Entrez un montant en dollars et en cents, par exemple 1 250,50.',

  'fileTool.buyout.intro':
    'Ce que le preneur paie pour devenir propriétaire du véhicule maintenant : les montants ci-dessous, les taxes de vente de la province ou du territoire ({province}) sur ces montants, et le total.',
  'fileTool.buyout.draft':
    'Pas encore enregistrée : ces montants viennent du dossier. Vérifiez-les, puis enregistrez.',
  'fileTool.buyout.savedBy': 'Enregistrée par {name}, {when}.',
  'fileTool.buyout.notSaved': 'Pas encore enregistrée',
  'fileTool.buyout.quoteDate': 'Date de la soumission',
  'fileTool.buyout.goodUntil': 'Valide jusqu’au',
  'fileTool.buyout.remainingPayments': 'Paiements restants',
  'fileTool.buyout.residualValue': 'Valeur résiduelle',
  'fileTool.buyout.earlyTerminationCharge': 'Frais de résiliation anticipée',
  'fileTool.buyout.outstandingBalance': 'Solde impayé',
  'fileTool.buyout.fees': 'Frais',
  'fileTool.buyout.pstExempt': 'Exempté de la TVP',
  'fileTool.buyout.pstExempt.help':
    'Un dossier exempté ne paie aucune taxe de vente provinciale (TVP, TVD ou TVQ); la TPS et la TVH s’appliquent toujours.',
  'fileTool.buyout.exemptOn': 'Le dossier {fileNo} est maintenant exempté de la TVP.',
  'fileTool.buyout.exemptOff': 'La TVP s’applique de nouveau au dossier {fileNo}.',
  'fileTool.buyout.figures': 'Montants',
  'fileTool.buyout.subtotal': 'Sous-total',
  'fileTool.buyout.tax': '{label} ({rate} %)',
  'fileTool.buyout.total': 'Total',
  'fileTool.buyout.noProvince':
    'Le dossier n’a pas de province, ses taxes ne peuvent donc pas être calculées : indiquez sa province dans les champs du dossier.',
  'fileTool.buyout.noTotals': 'Corrigez les champs signalés ci-dessus pour voir le total.',
  'fileTool.buyout.save': 'Enregistrer la soumission de rachat',
  'fileTool.buyout.saved': 'La soumission de rachat du dossier {fileNo} est enregistrée.',
  'fileTool.buyout.pdf': 'Télécharger le PDF',
  'fileTool.buyout.pdf.unsaved':
    'Enregistrez d’abord vos modifications : le PDF imprime la soumission telle qu’elle est enregistrée.',
  'fileTool.buyout.pdf.preparing': 'Préparation du PDF…',
  'fileTool.buyout.pdf.downloading': 'Téléchargement du PDF : {size} jusqu’ici…',
  'fileTool.buyout.pdf.done': '{name} est téléchargé.',

  'fileTool.receivables.summary':
    '{count} paiements mensuels du {first} au {last} : {payments} au total, dont {interest} d’intérêts.',
  'fileTool.receivables.missing':
    'Les conditions du bail de ce dossier ne sont pas complètes, il n’y a donc pas encore d’échéancier. Remplissez : {fields}.',
  'fileTool.receivables.table': 'Échéancier des créances du dossier {fileNo}',
  'fileTool.receivables.number': 'N°',
  'fileTool.receivables.date': 'Échéance',
  'fileTool.receivables.payment': 'Paiement',
  'fileTool.receivables.interest': 'Intérêts',
  'fileTool.receivables.principal': 'Capital',
  'fileTool.receivables.balance': 'Solde',
  'fileTool.receivables.chart': 'Solde au fil du temps',
  'fileTool.receivables.chartDescription':
    'Le solde passe de {start} après le paiement du {first} à {end} après le dernier, le {last}.',

  'fileTool.banking.list': 'Renseignements bancaires du dossier {fileNo}',
  'fileTool.banking.none': 'Aucun renseignement bancaire dans ce dossier pour l’instant.',
  'fileTool.banking.add': 'Ajouter des renseignements bancaires',
  'fileTool.banking.new': 'Nouveaux renseignements bancaires',
  'fileTool.banking.editTitle': 'Modifier les renseignements bancaires de {payee}',
  'fileTool.banking.edit': 'Modifier',
  'fileTool.banking.editLabel': 'Modifier les renseignements bancaires de {payee}',
  'fileTool.banking.delete': 'Supprimer',
  'fileTool.banking.deleteLabel': 'Supprimer les renseignements bancaires de {payee}',
  'fileTool.banking.delete.title': 'Supprimer les renseignements bancaires de {payee}?',
  'fileTool.banking.delete.detail':
    'L’enregistrement sera supprimé. La piste de vérification du dossier conserve qui l’a supprimé et quand.',
  'fileTool.banking.payeeName': 'Bénéficiaire',
  'fileTool.banking.institutionNo': 'Numéro d’institution',
  'fileTool.banking.institutionNo.help': '3 chiffres, par exemple 001.',
  'fileTool.banking.transitNo': 'Numéro de transit',
  'fileTool.banking.transitNo.help': '5 chiffres : la succursale.',
  'fileTool.banking.accountNo': 'Numéro de compte',
  'fileTool.banking.accountNo.help': 'De 7 à 12 chiffres.',
  'fileTool.banking.accountEnding': 'Compte se terminant par {digits}',
  'fileTool.banking.amount': 'Montant',
  'fileTool.banking.create': 'Ajouter',
  'fileTool.banking.saveEdit': 'Enregistrer les modifications',
  'fileTool.banking.cancel': 'Annuler',
  'fileTool.banking.created': 'Les renseignements bancaires de {payee} sont ajoutés.',
  'fileTool.banking.saved': 'Les renseignements bancaires de {payee} sont enregistrés.',
  'fileTool.banking.deleted': 'Les renseignements bancaires de {payee} sont supprimés.',
  'fileTool.banking.changes': 'Modifications des renseignements bancaires de ce dossier',
  'fileTool.banking.change.created': '{name} a ajouté des renseignements bancaires ({fields})',
  'fileTool.banking.change.updated': '{name} a modifié : {fields}',
  'fileTool.banking.change.deleted': '{name} a supprimé des renseignements bancaires ({fields})',
  'fileTool.banking.noChanges': 'Aucune modification enregistrée pour l’instant.',
} satisfies Translation<typeof fileMoney>;

/** Keys whose French is rightly the English (a brand, an acronym), each checked. */
export const sameInFrench = ['fileTool.buyout.total'] as const;
