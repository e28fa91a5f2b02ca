/**
 * Messages of the lease-quote tool, quote dealers and dealer accounts (spec doc 1 §3–§8).
 */
export const quotes = {
  // Quote header status (doc 1 §4).
  'quote.status.DRAFT': 'Draft',
  'quote.status.SUBMITTED': 'Pending Reviews',
  'quote.status.TRANSFERRED': 'Completed',
  'quote.status.APPROVED': 'Approved',

  'revision.type.DRAFT': 'Draft',
  'revision.type.INITIAL': 'Initial',
  'revision.type.ADJUSTED': 'Adjusted',
  'revision.type.FINAL': 'Final',

  // A revision state on its own: list filters, and types the display table does not name.
  'revision.state.DRAFT': 'Draft',
  'revision.state.SUBMITTED': 'Submitted',
  'revision.state.APPROVED': 'Approved',
  'revision.state.REJECTED': 'Rejected',
  'revision.state.REVIEWED': 'Reviewed',
  'revision.state.QUOTE_SUBMITTED': 'Quote Submitted',
  'revision.state.QUOTE_APPROVED': 'Quote Approved',
  'revision.state.CREDIT_SUBMITTED': 'Credit Submitted',
  'revision.state.CREDIT_APPROVED': 'Credit Approved',
  'revision.state.ALL_APPROVED': 'All Approved',

  // Display labels of revision states, by revision type (doc 1 §4).
  'revision.label.INITIAL.SUBMITTED': 'Draft (Original)',
  'revision.label.INITIAL.DRAFT': 'Draft',
  'revision.label.INITIAL.REJECTED': 'Rejected',
  'revision.label.INITIAL.REVIEWED': 'Reviewed',
  'revision.label.INITIAL.QUOTE_SUBMITTED': 'Under Quote Review',
  'revision.label.INITIAL.QUOTE_APPROVED': 'Quote Approved',
  'revision.label.INITIAL.CREDIT_SUBMITTED': 'Under Credit Review',
  'revision.label.INITIAL.CREDIT_APPROVED': 'Credit Approved',
  'revision.label.ADJUSTED.SUBMITTED': 'Adjusted',
  'revision.label.ADJUSTED.DRAFT': 'Revised Quote',
  'revision.label.ADJUSTED.REJECTED': 'Rejected',
  'revision.label.FINAL.APPROVED': 'Approved',
  'revision.label.FINAL.ALL_APPROVED': 'Revision Approved',

  // Revision action labels (doc 1 §4); Approve Quote and Approve Credit are the step-indicator verbs.
  'revision.action.submit': 'Submit',
  'revision.action.revertToDraft': 'Revert to Draft',
  'revision.action.submitForReview': 'Submit for review',
  'revision.action.reject': 'Reject',
  'revision.action.submitForQuoteApproval': 'Submit for Quote Approval',
  'revision.action.submitForCreditApproval': 'Submit for Credit Approval',
  'revision.action.approveRevision': 'Approve Revision',
  'revision.action.shareToDealer': 'Share to Dealer',
  'revision.action.approveQuoteWithRevision': 'Approve Quote with Revision',
  'revision.action.submitQuote': 'Submit Quote',
  'revision.action.approveQuote': 'Approve Quote',
  'revision.action.approveCredit': 'Approve Credit',

  // Step indicator of an INITIAL revision (doc 1 §4): the label before and after each step.
  'revision.step.submitQuote': 'Submit Quote',
  'revision.step.quoteSubmitted': 'Quote Submitted',
  'revision.step.approveQuote': 'Approve Quote',
  'revision.step.quoteApproved': 'Quote Approved',
  'revision.step.submitCredit': 'Submit Credit',
  'revision.step.creditSubmitted': 'Credit Submitted',
  'revision.step.approveCredit': 'Approve Credit',
  'revision.step.creditApproved': 'Credit Approved',

  // Confirmations before status changes (doc 1 §5).
  'quote.confirm.submit': 'Are you sure you want to submit this quote?',
  'quote.confirm.changeToDraft': 'Change this quote back to a draft?',
  'quote.confirm.approve': 'Are you sure you want to approve this quote?',
  'quote.confirm.submitForApproval': 'Are you sure you want to submit this quote for approval?',
  'quote.confirm.revertToDraft': 'Revert to draft?',
  'quote.confirm.submitForQuote': 'Are you sure you want to submit this for quote?',
  'quote.confirm.submitForQuoteApproval': 'Are you sure you want to submit this for quote approval?',
  'quote.confirm.submitForCreditApproval': 'Are you sure you want to submit this for credit approval?',

  // Success notices (doc 1 §8).
  'quote.notice.approved': 'This quote is approved.',
  'quote.notice.submittedForCreditApproval': 'This quote is submitted for credit approval.',
  'quote.notice.submittedForQuoteApproval': 'This quote is submitted for quote approval.',
  'quote.notice.submittedForApproval': 'This quote is submitted for approval.',
  'quote.notice.changedToDraft': 'This quote is changed to a draft.',

  // Errors (doc 1 §8).
  'quote.error.adminMustRevert': 'An admin must change this back to a draft.',
  'quote.error.adminMustApprove': 'An admin must review and approve this quote.',
  'quote.error.update': 'Error updating quote',
  'quote.error.stepNotAllowed': 'This status change is not available for this revision.',
  'quote.error.notFound': 'This quote does not exist.',
  'quote.error.revisionNotFound': 'This quote has no revision {revision}.',
  'quote.vehicle.vin': 'Enter the 17-character VIN: letters and digits, without I, O or Q.',
  'quote.dealer.unknown': 'Choose a quote dealer from the list.',
  'quote.revision.newIsDraft': 'A new quote’s revisions start as drafts.',

  // The quote list (doc 1 §3, §7).
  'quotes.filter.owner.label': 'Owner',
  'quotes.filter.owner.ANY': 'Any',
  'quotes.filter.owner.SFI': 'SFI',
  'quotes.filter.owner.NON_SFI': 'Non-SFI',
  'quotes.filter.province.label': 'Province',
  'quotes.filter.dealer.label': 'Dealer',
  'quotes.filter.preparedBy.label': 'Prepared by',
  'quotes.filter.status.label': 'Status',
  'quotes.filter.owner.invalid': 'Choose Any, SFI, Non-SFI or a quote dealer.',
  'quotes.filter.status.invalid': 'Choose one of these statuses: {statuses}.',
  'quotes.filter.skip.invalid': 'Enter a whole number from 0 to {max}.',
  'quotes.filter.limit.invalid': 'Enter a whole number from 1 to {max}.',
  'quotes.search.label': 'Search quotes',
  'quotes.count': '{count, plural, one {# quote} other {# quotes}}',
  'quotes.mileageUnit.KM': 'km',
  'quotes.mileageUnit.HR': 'hr',

  // Dealer accounts (doc 1 §8: logged only, but named here so logs and screens agree).
  'dealerAccounts.error.noneFound': 'No accounts found',
  'dealerAccounts.error.notFound': 'No account found',
  'dealerAccounts.error.userTaken': 'The user name {user} is taken. Choose another one.',
  'dealerAccounts.error.dealershipNotFound': 'No account has the dealer name {dealerName}.',
  'dealerAccounts.error.dealershipTaken':
    'Another dealership is already named {dealerName}. Choose a name no other dealership has.',
  'dealerAccounts.user.colon': 'A user name cannot contain a colon (:).',
  'dealerAccounts.password.length': 'Choose a password of {min} to {max} characters.',

  // The staff console's dealer accounts screen.
  'dealerAccounts.title': 'Dealer accounts',
  'dealerAccounts.intro':
    'The sign-ins of the dealer portal, by dealership. The accounts of a dealership share its quotes.',
  'dealerAccounts.count': '{count, plural, one {# account} other {# accounts}}',
  'dealerAccounts.empty.title': 'No dealer accounts yet',
  'dealerAccounts.empty.body': 'Add an account so a dealer can sign in to the dealer portal.',
  'dealerAccounts.add': 'Add dealer account',
  'dealerAccounts.add.title': 'New dealer account',
  'dealerAccounts.added': 'The account {user} of {dealerName} was added.',
  'dealerAccounts.dealerName.label': 'Dealer name',
  'dealerAccounts.dealerName.description': 'The dealership. Its accounts share its quotes.',
  'dealerAccounts.user.label': 'User name',
  'dealerAccounts.user.description': 'What the dealer types to sign in.',
  'dealerAccounts.contactName.label': 'Contact name',
  'dealerAccounts.contactName.none': 'No contact name',
  'dealerAccounts.password.label': 'Password',
  'dealerAccounts.accounts.label': 'Accounts of {dealerName}',
  'dealerAccounts.rename': 'Rename dealership',
  'dealerAccounts.rename.action': 'Rename dealership {dealerName}',
  'dealerAccounts.rename.title': 'Rename {dealerName}',
  'dealerAccounts.rename.label': 'New dealer name',
  'dealerAccounts.rename.description':
    'All {count, plural, one {# account} other {# accounts}} of {dealerName} take the new name.',
  'dealerAccounts.renamed': '{dealerName} is now named {newName}.',
  'dealerAccounts.details': 'Details',
  'dealerAccounts.details.action': 'Details of account {user}',
  'dealerAccounts.details.title': 'Account {user}',
  'dealerAccounts.delete': 'Delete',
  'dealerAccounts.delete.action': 'Delete account {user}',
  'dealerAccounts.delete.title': 'Delete the account {user}?',
  'dealerAccounts.delete.question':
    '{user} of {dealerName} is signed out at once and can no longer sign in. This cannot be undone.',
  'dealerAccounts.delete.confirm': 'Delete account',
  'dealerAccounts.deleted': 'The account {user} was deleted.',

  // Quote dealers.
  'quoteDealer.name.label': 'Name',
  'quoteDealer.contact.label': 'Contact',
  'quoteDealer.email.label': 'E-mail',
  'quoteDealer.phone.label': 'Phone',
  'quoteDealer.province.label': 'Province',
  'quoteDealer.duplicate': 'A quote dealer named {name} already exists.',
  'quoteDealer.idMismatch': 'The quote dealer in the body does not match the one in the address.',
  'quoteDealer.notFound': 'This quote dealer does not exist.',
  'quoteDealer.phone.description': 'With the area code, like 604 555 0100.',
  'quoteDealer.province.placeholder': 'Choose a province or territory',

  // The staff console's quote dealers screen.
  'quoteDealers.title': 'Quote dealers',
  'quoteDealers.intro':
    'The near-prime dealers that lease quotes are prepared for: dealers and staff pick one when they build a quote.',
  'quoteDealers.count': '{count, plural, one {# quote dealer} other {# quote dealers}}',
  'quoteDealers.empty.title': 'No quote dealers yet',
  'quoteDealers.empty.body': 'Add the first quote dealer so quotes can be prepared for it.',
  'quoteDealers.add': 'Add quote dealer',
  'quoteDealers.add.title': 'New quote dealer',
  'quoteDealers.added': '{name} was added.',
  'quoteDealers.edit': 'Edit',
  'quoteDealers.edit.action': 'Edit quote dealer {name}',
  'quoteDealers.edit.title': 'Edit {name}',
  'quoteDealers.saved': 'Changes to {name} were saved.',
  'quoteDealers.delete': 'Delete',
  'quoteDealers.delete.action': 'Delete quote dealer {name}',
  'quoteDealers.delete.title': 'Delete {name}?',
  'quoteDealers.delete.question':
    'Dealers and staff can no longer pick {name} for a quote. This cannot be undone.',
  'quoteDealers.delete.confirm': 'Delete quote dealer',
  'quoteDealers.deleted': '{name} was deleted.',

  // The vehicle lookup (doc 1 §7: GET /cbb).
  'vehicleValue.year': 'Enter a model year from {min} to {max}.',
  'vehicleValue.kilometres': 'Enter the kilometres as a whole number from 0 to {max}.',
  'vehicleValue.notFound': 'We have no value for this vehicle. Check the year, make, model and trim.',
  'vehicleValue.unavailable': 'The vehicle value service did not answer. Please try again.',
  'vehicleValue.demonstration': 'Demonstration values, not a market valuation.',
} as const;
