import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of the file tool's money screens (buyout quote, loan receivables, banking info): kept
 * out of the catalogue `en`, which every app's entry carries, and loaded with those screens (a tab's
 * own chunk) through {@link fileMoneyMessage}. Their spec messages (doc 2 §8) and the rules' words
 * stay in `en` (`files.ts`): the server and the schemas say them too.
 */
export const fileMoney = {
  'fileTool.amount.format': 'Enter an amount in dollars and cents, such as 1,250.50.',

  'fileTool.buyout.intro':
    'What the lessee pays to own the vehicle now: the amounts below, the sales taxes of {province} on them, and the total.',
  'fileTool.buyout.draft': 'Not saved yet: these amounts come from the file. Check them, then save.',
  'fileTool.buyout.savedBy': 'Saved by {name}, {when}.',
  'fileTool.buyout.notSaved': 'Not saved yet',
  'fileTool.buyout.quoteDate': 'Quote date',
  'fileTool.buyout.goodUntil': 'Good until',
  'fileTool.buyout.remainingPayments': 'Remaining payments',
  'fileTool.buyout.residualValue': 'Residual value',
  'fileTool.buyout.earlyTerminationCharge': 'Early-termination charge',
  'fileTool.buyout.outstandingBalance': 'Outstanding balance',
  'fileTool.buyout.fees': 'Fees',
  'fileTool.buyout.pstExempt': 'PST exempt',
  'fileTool.buyout.pstExempt.help':
    'An exempt file pays no provincial sales tax (PST, RST or QST); GST and HST still apply.',
  'fileTool.buyout.exemptOn': 'File {fileNo} is now PST exempt.',
  'fileTool.buyout.exemptOff': 'PST applies to file {fileNo} again.',
  'fileTool.buyout.figures': 'Figures',
  'fileTool.buyout.subtotal': 'Subtotal',
  'fileTool.buyout.tax': '{label} ({rate} %)',
  'fileTool.buyout.total': 'Total',
  'fileTool.buyout.noProvince':
    'The file has no province, so its taxes cannot be computed: set its province in the file’s fields.',
  'fileTool.buyout.noTotals': 'Correct the fields marked above to see the total.',
  'fileTool.buyout.save': 'Save buyout quote',
  'fileTool.buyout.saved': 'The buyout quote of file {fileNo} is saved.',
  'fileTool.buyout.pdf': 'Download PDF',
  'fileTool.buyout.pdf.unsaved': 'Save your changes first: the PDF prints the quote as saved.',
  'fileTool.buyout.pdf.preparing': 'Preparing the PDF…',
  'fileTool.buyout.pdf.downloading': 'Downloading the PDF: {size} so far…',
  'fileTool.buyout.pdf.done': '{name} is downloaded.',

  'fileTool.receivables.summary':
    '{count} monthly payments from {first} to {last}: {payments} in all, {interest} of it interest.',
  'fileTool.receivables.missing':
    'This file’s lease terms are not complete, so there is no schedule yet. Fill in: {fields}.',
  'fileTool.receivables.table': 'Receivable schedule of file {fileNo}',
  'fileTool.receivables.number': 'No.',
  'fileTool.receivables.date': 'Due',
  'fileTool.receivables.payment': 'Payment',
  'fileTool.receivables.interest': 'Interest',
  'fileTool.receivables.principal': 'Principal',
  'fileTool.receivables.balance': 'Balance',
  'fileTool.receivables.chart': 'Balance over time',
  'fileTool.receivables.chartDescription':
    'The balance goes from {start} after the payment of {first} to {end} after the last one, on {last}.',

  'fileTool.banking.list': 'Banking info of file {fileNo}',
  'fileTool.banking.none': 'No banking info on this file yet.',
  'fileTool.banking.add': 'Add banking info',
  'fileTool.banking.new': 'New banking info',
  'fileTool.banking.editTitle': 'Edit the banking info of {payee}',
  'fileTool.banking.edit': 'Edit',
  'fileTool.banking.editLabel': 'Edit the banking info of {payee}',
  'fileTool.banking.delete': 'Delete',
  'fileTool.banking.deleteLabel': 'Delete the banking info of {payee}',
  'fileTool.banking.delete.title': 'Delete the banking info of {payee}?',
  'fileTool.banking.delete.detail':
    'The record is deleted. The file’s audit trail keeps who deleted it and when.',
  'fileTool.banking.payeeName': 'Payee',
  'fileTool.banking.institutionNo': 'Institution number',
  'fileTool.banking.institutionNo.help': '3 digits, such as 001.',
  'fileTool.banking.transitNo': 'Transit number',
  'fileTool.banking.transitNo.help': '5 digits: the branch.',
  'fileTool.banking.accountNo': 'Account number',
  'fileTool.banking.accountNo.help': '7 to 12 digits.',
  'fileTool.banking.accountEnding': 'Account ending in {digits}',
  'fileTool.banking.amount': 'Amount',
  'fileTool.banking.create': 'Add',
  'fileTool.banking.saveEdit': 'Save changes',
  'fileTool.banking.cancel': 'Cancel',
  'fileTool.banking.created': 'The banking info of {payee} is added.',
  'fileTool.banking.saved': 'The banking info of {payee} is saved.',
  'fileTool.banking.deleted': 'The banking info of {payee} is deleted.',
  'fileTool.banking.changes': 'Changes to this file’s banking info',
  'fileTool.banking.change.created': '{name} added banking info ({fields})',
  'fileTool.banking.change.updated': '{name} changed {fields}',
  'fileTool.banking.change.deleted': '{name} deleted banking info ({fields})',
  'fileTool.banking.noChanges': 'No change recorded yet.',
} as const;

/** A key of {@link fileMoney}. */
export type FileMoneyKey = keyof typeof fileMoney;

/** A message of {@link fileMoney}, formatted as `message` formats the catalogue's. */
export const fileMoneyMessage = /* @__PURE__ */ areaMessages(fileMoney);

// The French table, loaded only when French is active (`loadLocale`).
translations({ 'fr-CA': () => import('./fr/file-money.ts') });
