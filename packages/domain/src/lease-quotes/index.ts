// Lease quotes (spec doc 1): the quote and its revisions, statuses and their workflow, the
// document checklist, the quote list, lease terms, payments and their taxes, and the quote tool's words.
export * from './entities.ts';
export * from './status.ts';
export * from './revisions.ts';
export * from './locks.ts';
export * from './edits.ts';
export * from './documents.ts';
export * from './list-query.ts';
export * from './list.ts';
export * from './vehicle-value.ts';
export * from './taxes.ts';
export * from './terms.ts';
export * from './dealer-accounts.ts';
export * from './saved-searches.ts';
export * from './export.ts';
export * from './live.ts';
