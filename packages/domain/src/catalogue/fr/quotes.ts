import type { Translation } from '../../message-format.ts';
import type { quotes } from '../../lease-quotes/messages.ts';

/**
 * The French of the lease-quote tool, quote dealers and dealer accounts (`lease-quotes/messages.ts`,
 * spec doc 1 §3–§8), in the terms of `docs/glossary-fr.md`: soumission, révision, concessionnaire de
 * soumission, mise de fonds, valeur résiduelle, TPS/TVQ/TVH. A revision's or a quote's state is
 * feminine (« la soumission », « la révision »): « Approuvée », « Refusée ».
 */
export default {
  // Quote header status (doc 1 §4).
  'quote.status.DRAFT': 'Brouillon',
  'quote.status.SUBMITTED': 'En attente d’examen',
  'quote.status.TRANSFERRED': 'Terminée',
  'quote.status.APPROVED': 'Approuvée',

  'revision.type.DRAFT': 'Brouillon',
  'revision.type.INITIAL': 'Initiale',
  'revision.type.ADJUSTED': 'Ajustée',
  'revision.type.FINAL': 'Finale',

  // A revision state on its own: list filters, and types the display table does not name.
  'revision.state.DRAFT': 'Brouillon',
  'revision.state.SUBMITTED': 'Soumise',
  'revision.state.APPROVED': 'Approuvée',
  'revision.state.REJECTED': 'Refusée',
  'revision.state.REVIEWED': 'Examinée',
  'revision.state.QUOTE_SUBMITTED': 'Soumission transmise',
  'revision.state.QUOTE_APPROVED': 'Soumission approuvée',
  'revision.state.CREDIT_SUBMITTED': 'Demande de crédit transmise',
  'revision.state.CREDIT_APPROVED': 'Crédit approuvé',
  'revision.state.ALL_APPROVED': 'Entièrement approuvée',

  // Display labels of revision states, by revision type (doc 1 §4).
  'revision.label.INITIAL.SUBMITTED': 'Brouillon (original)',
  'revision.label.INITIAL.DRAFT': 'Brouillon',
  'revision.label.INITIAL.REJECTED': 'Refusée',
  'revision.label.INITIAL.REVIEWED': 'Examinée',
  'revision.label.INITIAL.QUOTE_SUBMITTED': 'Soumission en examen',
  'revision.label.INITIAL.QUOTE_APPROVED': 'Soumission approuvée',
  'revision.label.INITIAL.CREDIT_SUBMITTED': 'Crédit en examen',
  'revision.label.INITIAL.CREDIT_APPROVED': 'Crédit approuvé',
  'revision.label.ADJUSTED.SUBMITTED': 'Ajustée',
  'revision.label.ADJUSTED.DRAFT': 'Soumission révisée',
  'revision.label.ADJUSTED.REJECTED': 'Refusée',
  'revision.label.FINAL.APPROVED': 'Approuvée',
  'revision.label.FINAL.ALL_APPROVED': 'Révision approuvée',

  // Revision action labels (doc 1 §4); Approve Quote and Approve Credit are the step-indicator verbs.
  'revision.action.submit': 'Soumettre',
  'revision.action.revertToDraft': 'Remettre en brouillon',
  'revision.action.submitForReview': 'Soumettre pour examen',
  'revision.action.reject': 'Refuser',
  'revision.action.submitForQuoteApproval': 'Faire approuver la soumission',
  'revision.action.submitForCreditApproval': 'Faire approuver le crédit',
  'revision.action.approveRevision': 'Approuver la révision',
  'revision.action.shareToDealer': 'Envoyer au concessionnaire',
  'revision.action.approveQuoteWithRevision': 'Approuver la soumission révisée',
  'revision.action.submitQuote': 'Transmettre la soumission',
  'revision.action.approveQuote': 'Approuver la soumission',
  'revision.action.approveCredit': 'Approuver le crédit',
  // Ours: staff answer a submitted quote with a revised quote (the counter-offer).
  'revision.action.revise': 'Réviser la soumission',
  // Ours: staff mark an all-approved quote Completed (TRANSFERRED).
  'quote.action.complete': 'Marquer comme terminée',
  'quote.action.reopen': 'Rouvrir comme approuvée',

  // Step indicator of an INITIAL revision (doc 1 §4): the label before and after each step.
  'revision.step.submitQuote': 'Transmettre la soumission',
  'revision.step.quoteSubmitted': 'Soumission transmise',
  'revision.step.approveQuote': 'Approuver la soumission',
  'revision.step.quoteApproved': 'Soumission approuvée',
  'revision.step.submitCredit': 'Transmettre la demande de crédit',
  'revision.step.creditSubmitted': 'Demande de crédit transmise',
  'revision.step.approveCredit': 'Approuver le crédit',
  'revision.step.creditApproved': 'Crédit approuvé',
  // What each step's status reads, under its label (the step indicator's words).
  'revision.step.status.complete': 'Terminée',
  'revision.step.status.current': 'En cours',
  'revision.step.status.upcoming': 'Non commencée',
  'revision.step.status.error': 'Attention requise',

  // Confirmations before status changes (doc 1 §5).
  'quote.confirm.submit': 'Voulez-vous vraiment transmettre cette soumission?',
  'quote.confirm.changeToDraft': 'Remettre cette soumission en brouillon?',
  'quote.confirm.approve': 'Voulez-vous vraiment approuver cette soumission?',
  'quote.confirm.submitForApproval': 'Voulez-vous vraiment transmettre cette soumission pour approbation?',
  'quote.confirm.revertToDraft': 'Remettre en brouillon?',
  'quote.confirm.submitForQuote': 'Voulez-vous vraiment transmettre cette révision pour soumission?',
  'quote.confirm.submitForQuoteApproval':
    'Voulez-vous vraiment transmettre cette révision pour approbation de la soumission?',
  'quote.confirm.submitForCreditApproval':
    'Voulez-vous vraiment transmettre cette révision pour approbation du crédit?',
  // Ours, where the spec has no question.
  'quote.confirm.shareToDealer':
    'Partager cette soumission révisée avec le concessionnaire? Il pourra l’accepter ou la soumettre de nouveau pour examen.',
  'quote.confirm.reject': 'Refuser cette soumission? Le concessionnaire la verra comme « Refusée ».',
  'quote.confirm.complete':
    'Marquer cette soumission comme terminée? Son bail est en cours et la soumission est close.',
  'quote.confirm.reopen': 'Rouvrir cette soumission comme approuvée? Elle ne sera plus terminée.',

  // Success notices (doc 1 §8).
  'quote.notice.approved': 'Cette soumission est approuvée.',
  'quote.notice.submittedForCreditApproval':
    'La demande d’approbation du crédit de cette soumission est transmise.',
  'quote.notice.submittedForQuoteApproval': 'La demande d’approbation de cette soumission est transmise.',
  'quote.notice.submittedForApproval': 'Cette soumission est transmise pour approbation.',
  'quote.notice.changedToDraft': 'Cette soumission est remise en brouillon.',
  // Ours, where the spec has no notice.
  'quote.notice.sharedToDealer': 'Cette soumission révisée est partagée avec le concessionnaire.',
  'quote.notice.rejected': 'Cette soumission est refusée.',
  'quote.notice.revised':
    'Une soumission révisée est ajoutée : modifiez ses conditions, puis partagez-la avec le concessionnaire.',
  'quote.notice.completed': 'Cette soumission est terminée.',
  'quote.notice.reopened': 'Cette soumission est de nouveau approuvée.',

  // Errors (doc 1 §8).
  'quote.error.adminMustRevert': 'Un administrateur doit remettre cette soumission en brouillon.',
  'quote.error.adminMustApprove': 'Un administrateur doit examiner et approuver cette soumission.',
  'quote.error.update': 'Erreur lors de la mise à jour de la soumission',
  'quote.error.statusNotAllowed':
    'Cette soumission ne peut pas prendre ce statut maintenant : seul le personnel marque comme terminée une soumission entièrement approuvée.',
  'quote.error.stepNotAllowed': 'Ce changement de statut n’est pas offert pour cette révision.',
  'quote.error.notFound': 'Cette soumission n’existe pas.',
  'quote.error.revisionNotFound': 'Cette soumission n’a pas de révision {revision}.',
  'quote.vehicle.vin': 'Entrez le NIV de 17 caractères : lettres et chiffres, sans I, O ni Q.',
  'quote.dealer.unknown': 'Choisissez un concessionnaire de soumission dans la liste.',
  'quote.revision.newIsDraft': 'Les révisions d’une nouvelle soumission commencent comme brouillons.',
  'quote.revision.required': 'Indiquez la révision visée (?revision=).',
  'quote.revision.finalFromWorkflow':
    'Une révision finale découle de l’approbation du crédit; elle ne peut pas être ajoutée.',
  'quote.revision.adjustedFromRevise':
    'Une soumission révisée provient uniquement de « Réviser la soumission », la réponse de SFI à une soumission transmise; elle ne peut pas être ajoutée seule.',
  'quote.revision.idMismatch': 'Ce n’est pas la révision indiquée dans l’adresse.',
  'quote.revision.stateFromWorkflow':
    'Le type et l’état d’une révision changent au moyen de ses boutons d’étape, et non par l’enregistrement.',
  'quote.revision.deleteNotDraft': 'Seule une révision à l’état de brouillon peut être supprimée.',
  'quote.revision.deleteNotOwner':
    'Seul le responsable de la révision ou un super administrateur peut la supprimer.',
  'quote.revision.deleteLast': 'Une soumission conserve toujours au moins une révision.',
  'quote.revision.reorderNotPermutation':
    'Indiquez chacune des révisions de la soumission une seule fois, dans le nouvel ordre.',
  'quote.save.revisionsByTheirCalls':
    'Ajoutez, supprimez et réordonnez les révisions avec leurs propres boutons; l’enregistrement envoie les révisions de la soumission telles quelles.',
  'quote.save.refusedFields':
    'Cette modification n’a pas été enregistrée : corrigez les champs signalés ci-dessous.',
  'quote.tooLarge':
    'Cette soumission est trop volumineuse pour être enregistrée : abrégez les détails de son véhicule ou de ses révisions, ou supprimez une révision.',

  // What can no longer change once a revision leaves Draft (locks.ts), and why.
  'quote.lock.terms':
    'Cette révision est à l’état « {state} », ses conditions ne peuvent donc plus changer. Pour les modifier, ajoutez une révision, ou remettez celle-ci en brouillon si cette étape est offerte.',
  'quote.lock.notOwner':
    'Jusqu’à son partage, seul le responsable de cette soumission révisée ({owner}) ou un super administrateur peut en modifier les conditions.',
  'quote.lock.details':
    'Une révision de cette soumission est à l’état « {state} » : le véhicule, le concessionnaire de soumission, la province et le client de la soumission ne peuvent donc plus changer. Remettez cette révision en brouillon pour les modifier.',
  'quote.lock.details.revert':
    'La révision {number} est à l’état « {state} » : le véhicule, le concessionnaire de soumission, la province et le client ne peuvent donc plus changer. Remettez-la en brouillon pour les modifier.',
  'quote.lock.details.admin':
    'La révision {number} est à l’état « {state} » : le véhicule, le concessionnaire de soumission, la province et le client ne peuvent donc plus changer. Un administrateur doit remettre cette soumission en brouillon.',
  'quote.lock.terms.revert':
    'Cette révision est à l’état « {state} », ses conditions ne peuvent donc plus changer. Ajoutez une révision avec les nouvelles conditions, ou remettez celle-ci en brouillon.',
  'quote.lock.terms.answer':
    'Il s’agit de la soumission révisée de SFI : ses conditions restent telles qu’offertes. Acceptez-les avec « {accept} » ou renvoyez-les avec « {review} ».',
  'quote.lock.details.answer':
    'La révision {number} est la soumission révisée de SFI : le véhicule, le concessionnaire de soumission, la province et le client restent tels qu’offerts. Acceptez-la avec « {accept} » ou renvoyez-la avec « {review} ».',
  'quote.lock.terms.newRevision':
    'Cette révision est à l’état « {state} », ses conditions ne peuvent donc plus changer. Ajoutez une révision avec les nouvelles conditions.',
  'quote.delete.notDraft':
    'Une révision de cette soumission est à l’état « {state} » : un concessionnaire ne peut supprimer une soumission que si toutes ses révisions sont des brouillons.',
  'quote.delete.questionSubmitted':
    'Cette soumission n’est pas un brouillon : une révision est à l’état « {state} ». Son véhicule, ses révisions et ses documents seront supprimés, et le concessionnaire ne pourra plus la voir. Cette action est irréversible.',
  'quote.province.required':
    'Choisissez la province ou le territoire de la soumission : ses taxes et son paiement en dépendent.',
  'quote.customer.lastName.required': 'Entrez le nom de famille du client, ou un nom d’entreprise.',
  // The quote's history of its vehicle, details and terms (beside its changes of state).
  'quote.history.details': 'Véhicule et détails modifiés',
  'quote.history.terms': '{revision} : conditions modifiées',
  'quote.history.change': '{field} : {from} → {to}',
  'quote.history.none': 'aucune valeur',
  'quote.history.mileage': 'Kilométrage',

  // The live socket (doc 1 §7): its refusals, and what the quote tool says of it.
  'quote.live.requestInvalid':
    'Cette demande de mises à jour en direct n’est pas valide : envoyez un objet contenant l’identifiant de la soumission.',
  'quote.live.quoteIdInvalid':
    'Ce n’est pas un identifiant de soumission : l’identifiant d’une soumission est un UUID, comme 3f2a9c1b-4e5d-4a6b-8c7d-9e0f1a2b3c4d.',
  'quote.live.failed':
    'Les mises à jour en direct n’ont pas pu effectuer cette opération pour le moment. Réessayez.',
  'quote.live.unavailable':
    'Les mises à jour en direct sont indisponibles pour le moment; les modifications des autres s’afficheront quand vous rechargerez la page.',
  'quote.message.empty': 'Écrivez un message avant de l’envoyer.',
  'quote.message.tooMany':
    'La conversation de cette soumission est pleine : une concession peut envoyer au plus {max} messages par soumission.',
  'quote.message.tooFast':
    'Les messages sont envoyés plus vite que la soumission ne peut les recevoir. Patientez un instant, puis envoyez de nouveau.',
  'live.tooManySockets':
    'Trop de fenêtres sont ouvertes avec cette connexion. Fermez-en quelques-unes et réessayez.',

  // The quote list (doc 1 §3, §7).
  'quotes.filter.owner.label': 'Propriétaire',
  'quotes.filter.owner.ANY': 'Tous',
  'quotes.filter.owner.SFI': 'SFI',
  'quotes.filter.owner.NON_SFI': 'Hors SFI',
  'quotes.filter.province.label': 'Province',
  'quotes.filter.dealer.label': 'Concessionnaire',
  'quotes.filter.preparedBy.label': 'Préparée par',
  'quotes.filter.status.label': 'Statut',
  'quotes.filter.owner.invalid': 'Choisissez Tous, SFI, Hors SFI ou un concessionnaire de soumission.',
  'quotes.filter.status.invalid': 'Choisissez l’un de ces statuts : {statuses}.',
  'quotes.filter.skip.invalid': 'Entrez un nombre entier de 0 à {max}.',
  'quotes.filter.limit.invalid': 'Entrez un nombre entier de 1 à {max}.',
  'quotes.search.label': 'Rechercher des soumissions',
  'quotes.search.required': 'Entrez un mot à rechercher.',
  'quotes.savedSearch.duplicate': 'Vous avez déjà une recherche enregistrée nommée {name}.',
  'quotes.savedSearch.tooMany':
    'Vous pouvez conserver jusqu’à {max} recherches enregistrées. Supprimez-en une pour en enregistrer une autre.',
  'quotes.savedSearch.notFound': 'Cette recherche enregistrée n’existe pas.',
  'quotes.export.format': 'Choisissez CSV ou Excel.',
  'quotes.export.sheet': 'Soumissions de location',
  'quotes.export.column.id': 'Identifiant de soumission',
  'quotes.export.column.status': 'Statut',
  'quotes.export.column.listState': 'Statut de la révision',
  'quotes.export.column.customer': 'Client',
  'quotes.export.column.company': 'Entreprise',
  'quotes.export.column.vehicleType': 'Type de véhicule',
  'quotes.export.column.year': 'Année',
  'quotes.export.column.make': 'Marque',
  'quotes.export.column.model': 'Modèle',
  'quotes.export.column.trim': 'Version',
  'quotes.export.column.vin': 'NIV',
  'quotes.export.column.dealer': 'Concessionnaire de soumission',
  'quotes.export.column.province': 'Province',
  'quotes.export.column.owner': 'Propriétaire',
  'quotes.export.column.preparedBy': 'Préparée par',
  'quotes.export.column.createdAt': 'Date de création',
  'quotes.export.column.updatedAt': 'Date de mise à jour',
  'quotes.count': '{count, plural, one {# soumission} other {# soumissions}}',
  'quotes.mileageUnit.KM': 'km',
  'quotes.mileageUnit.HR': 'h',

  // The quote list screen of the dealer portal and the staff console.
  'quotes.title': 'Soumissions de location',
  'quotes.intro.DEALER':
    'Les soumissions de votre concession, à tous les états. Ouvrez-en une pour voir son véhicule et ses révisions.',
  'quotes.intro.SFI': 'Les soumissions de tous les concessionnaires, du brouillon au crédit approuvé.',
  'quotes.new': 'Nouvelle soumission',
  'quotes.search.description':
    'Client, entreprise, NIV, marque, modèle, concessionnaire de soumission, auteur ou numéro de la soumission.',
  'quotes.filters.label': 'Filtres',
  'quotes.filters.clear': 'Effacer les filtres',
  'quotes.filters.chosen': 'Sélection : {count}',
  'quotes.sort.label': 'Trier par',
  'quotes.sort.updatedAt': 'Dernière mise à jour',
  'quotes.sort.createdAt': 'Date de création',
  'quotes.pageSize.label': 'Soumissions par page',
  'quotes.pages.label': 'Pages de soumissions',
  'quotes.pages.previous': 'Page précédente',
  'quotes.pages.next': 'Page suivante',
  'quotes.pages.page': 'Page {page}',
  'quotes.column.quote': 'Soumission',
  'quotes.column.vehicle': 'Véhicule',
  'quotes.column.updated': 'Mise à jour',
  'quotes.untitled': 'Soumission {id}',
  'quotes.reference.customer': 'la soumission pour {name}',
  'quotes.reference.number': 'la soumission {id}',
  'quotes.newMessage': 'Nouveau message',
  'quotes.created': 'Créée le {date}',
  'quotes.updated': 'Mise à jour le {date}',
  'quotes.dealer.none': 'Aucun concessionnaire',
  'quotes.empty.title': 'Aucune soumission pour l’instant',
  'quotes.empty.body': 'Créez une soumission et elle s’affichera ici.',
  'quotes.noMatch.title': 'Aucune soumission ne correspond',
  'quotes.noMatch.body': 'Essayez d’autres mots ou effacez les filtres.',
  'quotes.loadFailed': 'Les soumissions n’ont pas pu être chargées.',

  // Saved searches and the export of the quote list.
  'quotes.savedSearch.save': 'Enregistrer cette recherche',
  'quotes.savedSearch.name.label': 'Nom de la recherche',
  'quotes.savedSearch.name.description':
    'Retrouvez-la sous « Recherches enregistrées », dans n’importe quel navigateur.',
  'quotes.savedSearch.saved': 'La recherche {name} a été enregistrée.',
  'quotes.savedSearch.open': 'Recherches enregistrées',
  'quotes.savedSearch.empty':
    'Aucune recherche enregistrée pour l’instant. Filtrez la liste, puis enregistrez la recherche pour la retrouver.',
  'quotes.savedSearch.loadFailed': 'Vos recherches enregistrées n’ont pas pu être chargées.',
  'quotes.savedSearch.apply': 'Afficher',
  'quotes.savedSearch.apply.action': 'Afficher les soumissions de la recherche {name}',
  'quotes.savedSearch.delete': 'Supprimer',
  'quotes.savedSearch.delete.action': 'Supprimer la recherche enregistrée {name}',
  'quotes.savedSearch.delete.title': 'Supprimer la recherche enregistrée {name}?',
  'quotes.savedSearch.delete.question':
    'Les soumissions restent telles quelles; seule la recherche est supprimée.',
  'quotes.savedSearch.delete.confirm': 'Supprimer la recherche',
  'quotes.savedSearch.deleted': 'La recherche enregistrée {name} a été supprimée.',
  'quotes.savedSearch.summary.all': 'Toutes les soumissions',
  'quotes.savedSearch.summary.search': '« {search} »',
  'quotes.savedSearch.summary.preparedBy': 'Préparées par {name}',
  'quotes.export.csv': 'Exporter en CSV',
  'quotes.export.xlsx': 'Exporter en Excel',
  'quotes.export.running': 'Exportation des soumissions… {size} reçus',
  'quotes.export.cancel': 'Annuler l’exportation',
  'quotes.export.done': 'Le fichier d’exportation {file} est téléchargé.',

  // The create-quote form.
  'quotes.new.title': 'Nouvelle soumission',
  'quotes.new.intro':
    'Le véhicule, le concessionnaire de soumission et le client. La soumission s’ouvre une fois créée.',
  'quotes.new.vehicle': 'Véhicule',
  'quotes.new.dealer': 'Concessionnaire de soumission',
  'quotes.new.customer': 'Client',
  'quotes.new.create': 'Créer la soumission',
  'quotes.new.created': 'Vous avez créé {quote}.',
  'quotes.vehicle.type.label': 'Type de véhicule',
  'quotes.vehicle.type.description':
    'Le kilométrage des automobiles se compte en kilomètres (km), celui des autres véhicules en heures (h).',
  'quotes.vehicle.type.CAR': 'Automobile',
  'quotes.vehicle.type.OTHER': 'Autre',
  'quotes.vehicle.year.label': 'Année',
  'quotes.vehicle.make.label': 'Marque',
  'quotes.vehicle.model.label': 'Modèle',
  'quotes.vehicle.model.chooseMake': 'Choisissez d’abord la marque.',
  'quotes.vehicle.trim.label': 'Version',
  'quotes.vehicle.trim.chooseModel': 'Choisissez d’abord le modèle.',
  'quotes.vehicle.vin.label': 'NIV',
  'quotes.vehicle.vin.description': 'Les 17 caractères du numéro d’identification du véhicule.',
  'quotes.vehicle.mileage.KM': 'Kilomètres (km)',
  'quotes.vehicle.mileage.HR': 'Heures (h)',
  'quotes.vehicle.price.label': 'Prix',
  'quotes.vehicle.options.label': 'Options',
  'quotes.vehicle.options.description':
    'Groupes d’options et accessoires, tels qu’ils figurent au contrat de vente.',
  'quote.vehicle.mileage': 'Entrez le kilométrage en nombre entier de 0 à {max}.',
  'quotes.vehicle.typeAndUnit': '{type}, kilométrage en {unit}',
  'quotes.customer.firstName.label': 'Prénom',
  'quotes.customer.lastName.label': 'Nom de famille',
  'quotes.customer.companyName.label': 'Nom de l’entreprise',
  'quotes.dealer.placeholder': 'Choisissez un concessionnaire',
  'quotes.province.description':
    'La province du concessionnaire de soumission, sauf si vous en choisissez une autre.',
  'quotes.makes.loadFailed':
    'Les marques n’ont pas pu être chargées : impossible de choisir la marque, le modèle et la version.',
  'quotes.value.title': 'Valeur du véhicule',
  'quotes.value.prompt':
    'Choisissez l’année, la marque et le modèle, puis entrez le kilométrage et la province pour connaître la valeur du véhicule.',
  'quotes.value.hours':
    'La valeur des véhicules est établie pour les automobiles, selon les kilomètres parcourus.',
  'quotes.value.vehicle': '{vehicle}, {kilometres} km, {province}',
  'quotes.value.wholesale': 'Prix de gros',
  'quotes.value.retail': 'Prix de détail',
  'quotes.value.tradeIn': 'Valeur d’échange',
  'quotes.value.baseTrim': 'Il n’y a pas de valeur pour cette version : voici les valeurs de base du modèle.',
  'quotes.value.source': 'Valeur établie par {source} le {date}.',

  // The quote page.
  'quote.details': 'Détails',
  'quote.loadFailed': 'La soumission n’a pas pu être chargée.',
  'quote.customer.none': 'Aucun nom de client',
  'quote.vin.none': 'Aucun NIV',
  'quote.mileage': '{mileage} {unit}',
  'quote.revisions': 'Révisions',
  'quote.revisions.none': 'Cette soumission n’a aucune révision.',
  'quote.revision.title': 'Révision {number} : {type}',
  'quote.revision.selected': 'Sélectionnée',
  'quote.revision.progress': 'Progression de la révision {number}',
  'quote.delete': 'Supprimer la soumission',
  'quote.delete.title': 'Supprimer {quote}?',
  'quote.delete.question':
    'Son véhicule, ses révisions et ses documents seront supprimés. Cette action est irréversible.',
  'quote.deleted': 'Vous avez supprimé {quote}.',
  'quote.backToList': 'Retour aux soumissions',

  // The quote editor.
  'quote.header.dates': 'Créée le {created} · Mise à jour le {updated}',
  'quote.status.actions': 'Statut de cette soumission',
  'quote.revision.add': 'Ajouter une révision',
  'quote.revision.add.INITIAL': 'Ajouter une révision initiale',
  'quote.revision.add.ADJUSTED': 'Ajouter une révision ajustée',
  'quote.revision.add.DRAFT': 'Ajouter une révision brouillon',
  'quote.revision.added': 'La révision {number} est ajoutée.',
  'quote.revision.delete': 'Supprimer la révision',
  'quote.revision.delete.title': 'Supprimer la révision {number}?',
  'quote.revision.delete.question': 'Ses conditions seront supprimées. Cette action est irréversible.',
  'quote.revision.deleted': 'La révision {number} est supprimée.',
  'quote.revision.owner': 'Responsable : {name}',
  'quote.revision.owner.you': 'vous',
  'quote.revision.owner.unknown': 'inconnu',
  'quote.revision.order': 'Révisions, dans l’ordre',
  'quote.revision.moveUp': 'Déplacer {name} vers le haut',
  'quote.revision.moveDown': 'Déplacer {name} vers le bas',
  'quote.revision.drag': 'Faire glisser {name}',
  'quote.revision.moved': '{name} est maintenant à la position {position} sur {count}.',
  'quote.revision.actions': 'Prochaines étapes de la révision {number}',
  'quote.revision.noActions.featureOff':
    'Les prochaines étapes ne sont pas activées pour votre compte de concessionnaire. Demandez à SFI de les activer.',
  'quote.revision.noActions.notOwner':
    'Seul le responsable de la révision ou un super administrateur peut la faire avancer.',
  'quote.revision.noActions.finalExists':
    'Cette soumission a une révision finale : seule cette révision peut avancer.',
  'quote.revision.noActions.adjustedExists':
    'Cette révision a une soumission révisée : les prochaines étapes se trouvent sur la révision ajustée.',
  'quote.revision.noActions.none': 'Aucune prochaine étape ne vous est offerte pour cette révision.',
  'quote.revision.fixFirst': 'Corrigez les conditions de cette révision avant de la faire avancer.',
  'quote.terms.title': 'Conditions de location',
  'quote.terms.none': 'Aucune condition pour l’instant.',
  'quote.payment.title': 'Paiement mensuel',
  'quote.payment.incomplete': 'Remplissez les conditions pour voir le paiement mensuel.',
  'quote.payment.invalid': 'Corrigez les conditions signalées pour voir le paiement mensuel.',
  'quote.payment.noProvince':
    'Choisissez la province de la soumission pour voir ses taxes et son paiement mensuel.',
  'quote.save.saving': 'Enregistrement…',
  'quote.save.saved': 'Toutes les modifications sont enregistrées',
  'quote.save.pending': 'Modifications pas encore enregistrées',
  'quote.save.offline':
    'Vous êtes hors ligne. Vos modifications sont conservées et seront enregistrées au retour de la connexion.',
  'quote.save.unavailable':
    'Le service est momentanément indisponible. Vos modifications sont conservées et seront enregistrées à son retour.',
  'quote.save.invalid':
    'Pas encore enregistré : des chiffres manquent ou ne sont pas valides. « Enregistrer maintenant » indique lesquels.',
  'quote.save.now': 'Enregistrer maintenant',
  'quote.leave.title': 'Quitter cette soumission?',
  'quote.leave.offline':
    'Vous êtes hors ligne. Vos modifications sont conservées et seront enregistrées au retour de la connexion, tant que cet onglet reste ouvert.',
  'quote.leave.unavailable':
    'Le service est momentanément indisponible. Vos modifications sont conservées et seront enregistrées à son retour, tant que cet onglet reste ouvert.',
  'quote.leave.invalid':
    'Certaines modifications n’ont pas pu être enregistrées. Si vous quittez maintenant, elles seront perdues.',
  'quote.leave.confirm': 'Quitter',
  'quote.leave.stay': 'Rester',
  'quote.save.cancel': 'Arrêter l’enregistrement',
  'quote.refresh.changedBy': '{name} a modifié cette soumission.',
  'quote.conflict.title': 'Cette soumission a changé pendant que vous la modifiiez',
  'quote.conflict.message':
    '{name} a enregistré des modifications à cette soumission. Voulez-vous garder vos modifications et les enregistrer par-dessus, ou utiliser l’autre version et abandonner la vôtre?',
  'quote.conflict.keepMine': 'Garder mes modifications',
  'quote.conflict.takeTheirs': 'Utiliser l’autre version',
  'quote.workingUsers': 'Aussi sur cette soumission : {names}',
  'quote.workingUsers.none': 'Personne d’autre n’a cette soumission ouverte.',
  'quote.messages': 'Messages',
  'quote.messages.none': 'Aucun message pour l’instant.',
  'quote.messages.label': 'Message',
  'quote.messages.send': 'Envoyer',
  'quote.messages.sendFailed': 'Le message n’a pas pu être envoyé. Veuillez réessayer.',

  // Dealer accounts (doc 1 §8: logged only, but named here so logs and screens agree).
  'dealerAccounts.error.noneFound': 'Aucun compte trouvé',
  'dealerAccounts.error.notFound': 'Compte introuvable',
  'dealerAccounts.error.userTaken': 'Le nom d’utilisateur {user} est déjà pris. Choisissez-en un autre.',
  'dealerAccounts.error.dealershipNotFound': 'Aucun compte ne porte le nom de concessionnaire {dealerName}.',
  'dealerAccounts.error.dealershipTaken':
    'Une autre concession porte déjà le nom {dealerName}. Choisissez un nom qu’aucune autre concession ne porte.',
  'dealerAccounts.user.colon': 'Un nom d’utilisateur ne peut pas contenir de deux-points (:).',
  'dealerAccounts.password.length': 'Choisissez un mot de passe de {min} à {max} caractères.',
  'dealerAccounts.dealerSteps.invalid': 'Indiquez si les prochaines étapes sont activées : true ou false.',

  // The staff console's dealer accounts screen.
  'dealerAccounts.title': 'Comptes de concessionnaires',
  'dealerAccounts.intro':
    'Les connexions au portail des concessionnaires, par concession. Les comptes d’une concession partagent ses soumissions.',
  'dealerAccounts.count': '{count, plural, one {# compte} other {# comptes}}',
  'dealerAccounts.empty.title': 'Aucun compte de concessionnaire pour l’instant',
  'dealerAccounts.empty.body':
    'Ajoutez un compte pour qu’un concessionnaire puisse se connecter au portail des concessionnaires.',
  'dealerAccounts.add': 'Ajouter un compte de concessionnaire',
  'dealerAccounts.add.title': 'Nouveau compte de concessionnaire',
  'dealerAccounts.added': 'Le compte {user} de la concession {dealerName} a été ajouté.',
  'dealerAccounts.dealerName.label': 'Nom du concessionnaire',
  'dealerAccounts.dealerName.description': 'La concession. Ses comptes partagent ses soumissions.',
  'dealerAccounts.user.label': 'Nom d’utilisateur',
  'dealerAccounts.user.description': 'Ce que le concessionnaire saisit pour se connecter.',
  'dealerAccounts.contactName.label': 'Nom de la personne-ressource',
  'dealerAccounts.contactName.none': 'Aucune personne-ressource',
  'dealerAccounts.email.label': 'Courriel',
  'dealerAccounts.email.description':
    'Nous envoyons au concessionnaire un lien par courriel pour qu’il choisisse son propre mot de passe. Ce lien est valide 3 jours et ne fonctionne qu’une fois; les liens de réinitialisation sont aussi envoyés à cette adresse.',
  'dealerAccounts.email.none': 'Aucun courriel',
  'dealerAccounts.dealerSteps.label': 'Prochaines étapes permises, mode concessionnaire',
  'dealerAccounts.dealerSteps.description':
    'Ce n’est que lorsque la fonction est activée que ce concessionnaire peut transmettre des soumissions et des demandes de crédit pour approbation, et répondre à une soumission révisée.',
  'dealerAccounts.dealerSteps.saved.on': 'Les prochaines étapes sont activées pour {user}.',
  'dealerAccounts.dealerSteps.saved.off': 'Les prochaines étapes sont désactivées pour {user}.',
  'dealerAccounts.accounts.label': 'Comptes de la concession {dealerName}',
  'dealerAccounts.dealership.add': 'Ajouter un compte',
  'dealerAccounts.dealership.add.action': 'Ajouter un compte à la concession {dealerName}',
  'dealerAccounts.rename': 'Renommer la concession',
  'dealerAccounts.rename.action': 'Renommer la concession {dealerName}',
  'dealerAccounts.rename.title': 'Renommer {dealerName}',
  'dealerAccounts.rename.label': 'Nouveau nom du concessionnaire',
  'dealerAccounts.rename.description':
    'Le nouveau nom s’appliquera à tous les comptes de la concession {dealerName} ({count, plural, one {# compte} other {# comptes}}).',
  'dealerAccounts.renamed': 'La concession {dealerName} s’appelle maintenant {newName}.',
  'dealerAccounts.details': 'Détails',
  'dealerAccounts.details.action': 'Détails du compte {user}',
  'dealerAccounts.details.title': 'Compte {user}',
  'dealerAccounts.delete': 'Supprimer',
  'dealerAccounts.delete.action': 'Supprimer le compte {user}',
  'dealerAccounts.delete.title': 'Supprimer le compte {user}?',
  'dealerAccounts.delete.question':
    'Le compte {user} de la concession {dealerName} sera déconnecté sur-le-champ et ne pourra plus se connecter. Cette action est irréversible.',
  'dealerAccounts.delete.confirm': 'Supprimer le compte',
  'dealerAccounts.deleted': 'Le compte {user} a été supprimé.',

  // Quote dealers.
  'quoteDealer.name.label': 'Nom',
  'quoteDealer.contact.label': 'Personne-ressource',
  'quoteDealer.email.label': 'Courriel',
  'quoteDealer.phone.label': 'Téléphone',
  'quoteDealer.province.label': 'Province',
  'quoteDealer.duplicate': 'Un concessionnaire de soumission nommé {name} existe déjà.',
  'quoteDealer.idMismatch':
    'Le concessionnaire de soumission du corps de la requête ne correspond pas à celui de l’adresse.',
  'quoteDealer.notFound': 'Ce concessionnaire de soumission n’existe pas.',
  'quoteDealer.phone.description': 'Avec l’indicatif régional, comme 604 555 0100.',
  'quoteDealer.province.placeholder': 'Province ou territoire',

  // The staff console's quote dealers screen.
  'quoteDealers.title': 'Concessionnaires de soumission',
  'quoteDealers.intro':
    'Les concessionnaires du marché quasi préférentiel pour lesquels les soumissions de location sont préparées : concessionnaires et personnel en choisissent un en créant une soumission.',
  'quoteDealers.count':
    '{count, plural, one {# concessionnaire de soumission} other {# concessionnaires de soumission}}',
  'quoteDealers.empty.title': 'Aucun concessionnaire de soumission pour l’instant',
  'quoteDealers.empty.body':
    'Ajoutez un premier concessionnaire de soumission pour que des soumissions puissent être préparées pour lui.',
  'quoteDealers.add': 'Ajouter un concessionnaire de soumission',
  'quoteDealers.add.title': 'Nouveau concessionnaire de soumission',
  'quoteDealers.added': 'Le concessionnaire {name} a été ajouté.',
  'quoteDealers.edit': 'Modifier',
  'quoteDealers.edit.action': 'Modifier le concessionnaire de soumission {name}',
  'quoteDealers.edit.title': 'Modifier {name}',
  'quoteDealers.saved': 'Les modifications du concessionnaire {name} ont été enregistrées.',
  'quoteDealers.delete': 'Supprimer',
  'quoteDealers.delete.action': 'Supprimer le concessionnaire de soumission {name}',
  'quoteDealers.delete.title': 'Supprimer {name}?',
  'quoteDealers.delete.question':
    'Les concessionnaires et le personnel ne pourront plus choisir {name} pour une soumission. Cette action est irréversible.',
  'quoteDealers.delete.confirm': 'Supprimer le concessionnaire de soumission',
  'quoteDealers.deleted': 'Le concessionnaire {name} a été supprimé.',

  // The vehicle lookup (doc 1 §7: GET /cbb).
  'vehicleValue.year': 'Entrez une année-modèle de {min} à {max}.',
  'vehicleValue.kilometres': 'Entrez les kilomètres en nombre entier de 0 à {max}.',
  'vehicleValue.notFound':
    'Nous n’avons aucune valeur pour ce véhicule. Vérifiez l’année, la marque, le modèle et la version.',
  'vehicleValue.unavailable': 'Le service d’évaluation des véhicules n’a pas répondu. Veuillez réessayer.',
  'vehicleValue.demonstration': 'Valeurs de démonstration, et non une évaluation du marché.',

  // A revision's lease terms, its monthly payment and the sales taxes on it.
  'quote.terms.sellingPrice': 'Entrez un prix supérieur à zéro.',
  'quote.terms.sellingPrice.max': 'Le prix ne peut pas dépasser {max}.',
  'quote.terms.amount': 'Entrez un montant égal ou supérieur à zéro.',
  'quote.terms.amount.max': 'Le montant ne peut pas dépasser {max}.',
  'quote.terms.decimals': 'Utilisez au plus {places} décimales.',
  'quote.terms.termMonths': 'La durée doit être un nombre entier de mois entre {min} et {max}.',
  'quote.terms.annualKilometres': 'Entrez le kilométrage annuel en nombre entier de 0 à {max}.',
  'quote.terms.residualPercent': 'La valeur résiduelle doit être comprise entre 0 % et 100 % du prix.',
  'quote.terms.rate': 'Le taux doit être compris entre 0 % et 100 %.',
  'quote.terms.quotedOn.tooEarly':
    'Choisissez une date de soumission égale ou postérieure au {date} : aucun taux de taxe n’existe avant cette date.',
  'quote.terms.downPayment.tooMuch':
    'La mise de fonds et le véhicule d’échange ne peuvent dépasser {max} au total, pour que la valeur résiduelle soit toujours financée.',
  'quote.terms.cents': 'Indiquez le montant en cents entiers, égal ou supérieur à zéro.',
  'quote.terms.taxRate':
    'Indiquez le taux de taxe en pourcentage de 0 à 100, avec au plus 3 décimales, comme 9,975.',
  'quote.terms.tax.invalid': 'Choisissez l’une de ces taxes : {taxes}.',
  'quote.terms.tax.GST': 'TPS',
  'quote.terms.tax.HST': 'TVH',
  'quote.terms.tax.PST': 'TVP',
  'quote.terms.tax.QST': 'TVQ',
  'quote.terms.tax.RST': 'TVD',
  'quote.terms.payment.differs':
    'Pour ces conditions, le paiement mensuel est de {computed}, et non de {claimed}.',
  'quote.terms.invalid': 'Ces conditions de location ne sont pas valides. Vérifiez chaque chiffre.',
  // The terms' fields and the payment's figures, as the editor and the comparison name them.
  'quote.terms.field.sellingPrice': 'Prix de vente',
  'quote.terms.field.downPayment': 'Mise de fonds',
  'quote.terms.field.tradeIn': 'Véhicule d’échange',
  'quote.terms.field.fees': 'Frais',
  'quote.terms.field.termMonths': 'Durée (mois)',
  'quote.terms.field.annualKilometres': 'Kilomètres par année',
  'quote.terms.field.residualPercent': 'Valeur résiduelle (%)',
  'quote.terms.field.rate': 'Taux (%)',
  'quote.terms.field.quotedOn': 'Date de la soumission',
  'quote.payment.grossCapitalizedCost': 'Coût capitalisé brut',
  'quote.payment.capitalizedCostReduction': 'Réduction du coût capitalisé',
  'quote.payment.adjustedCapitalizedCost': 'Montant financé',
  'quote.payment.residualValue': 'Valeur résiduelle',
  'quote.payment.depreciation': 'Amortissement',
  'quote.payment.rentCharge': 'Frais de location',
  'quote.payment.basePayment': 'Paiement avant taxes',
  'quote.payment.tax': '{tax} ({rate} %)',
  'quote.payment.totalTaxes': 'Taxes',
  'quote.payment.monthlyPayment': 'Paiement mensuel',
  'quote.terms.months': '{count, plural, one {# mois} other {# mois}}',
  // Two revisions side by side: their terms and payment, the changed figures marked.
  'quote.compare.title': 'Comparer les révisions',
  'quote.compare.left': 'Comparer',
  'quote.compare.right': 'Avec',
  'quote.compare.option': 'Révision {number} : {type} — {state}',
  'quote.compare.column': 'Révision {number}',
  'quote.compare.columnDetail': '{type} — {state}',
  'quote.compare.caption':
    'Les conditions et le paiement mensuel de la révision {left} et de la révision {right}',
  'quote.compare.figure': 'Élément',
  'quote.compare.group.terms': 'Conditions',
  'quote.compare.group.payment': 'Paiement',
  'quote.compare.onlyChanged': 'Conditions modifiées seulement',
  'quote.compare.changed': 'Modifié',
  'quote.compare.changedCount': '{count, plural, one {# modification} other {# modifications}}',
  'quote.compare.noTerms': 'Aucune condition pour l’instant',
  'quote.compare.none': 'Aucune',
  'quote.compare.taxAmount': '{amount} à {rate} %',
  'quote.compare.needTwo': 'Ajoutez une deuxième révision pour comparer les deux côte à côte.',
  'quote.compare.same': 'Ces révisions ont les mêmes conditions et le même paiement.',
  'quote.compare.neitherHasTerms': 'Aucune des deux révisions n’a encore de conditions.',
  // The quote's timeline: each change of a revision's state, newest first.
  'quote.timeline.title': 'Historique',
  'quote.timeline.empty': 'Aucun changement d’état pour l’instant.',
  'quote.timeline.revision': 'Révision {number}',
  'quote.timeline.deletedRevision': 'Une révision supprimée',
  'quote.timeline.change': '{revision} : de « {from} » à « {to} »',
  'quote.timeline.typedState': '{state} ({type})',
  'quote.timeline.by': 'Par {name} ({role})',
  'quote.timeline.role.DEALER': 'Concessionnaire',
  'quote.timeline.role.SFI': 'SFI',
  'quote.timeline.showAll': 'Tout afficher ({count})',
  'quote.timeline.showLatest': 'Afficher les {count} plus récents',
} satisfies Translation<typeof quotes>;

/** Keys whose French is rightly the English (a brand, an acronym, a word both languages share), each checked. */
export const sameInFrench = [
  'quotes.filter.owner.SFI',
  'quotes.filter.province.label',
  'quotes.export.column.province',
  'quotes.mileageUnit.KM',
  'quotes.pages.page',
  'quotes.vehicle.options.label',
  'quote.messages',
  'quote.messages.label',
  'quoteDealer.province.label',
  'quote.payment.totalTaxes',
  'quote.compare.columnDetail',
  'quote.timeline.typedState',
  'quote.timeline.role.SFI',
] as const;
