/**
 * The catalogue of every user-facing string. Screens and the server look strings up by key,
 * so a second language is one more catalogue with the same keys and no screen changes.
 */
export const en = {
  // Spec doc 1 §8: make calls fail; default failure of status flows.
  'error.ourEnd': 'There was a problem on our end. Please try again later.',
  'error.notFound': 'We could not find what you asked for.',
  'error.badRequest': 'Some of what was sent is not valid.',
  'error.malformedJson': 'The request body is not valid JSON.',
  'error.unsupportedMediaType': 'Send the request body as JSON.',

  'app.name': 'SFI Lease Financing',
  'app.slogan': 'Vehicle lease financing across Canada',
  'app.stockTicker': 'SFI',
  'app.skipToContent': 'Skip to main content',
  'app.loading': 'Loading…',
  'app.backHome': 'Back to the home page',

  'nav.staff.label': 'Staff console',
  'nav.staff.makes': 'Makes',

  'makes.title': 'Makes',
  'makes.intro':
    'The vehicle makes, models and trims that dealers and staff pick from when they build a lease quote.',
  'makes.count': '{count, plural, one {# make} other {# makes}}',
  'makes.empty.title': 'No makes yet',
  'makes.empty.body': 'Add the first make to start the list.',
  'makes.add.label': 'New make',
  'makes.add.action': 'Add make',
  'makes.added': '{name} was added.',
  'makes.renamed': 'Renamed to {name}.',
  'makes.deleted': '{name} was deleted.',
  'makes.saved': 'Changes to {name} were saved.',
  'makes.rename.action': 'Rename make {name}',
  'makes.rename.title': 'Rename {name}',
  'makes.delete.action': 'Delete make {name}',
  'makes.delete.title': 'Delete {name}?',
  'makes.delete.question':
    'Delete {name} with its {models, plural, one {# model} other {# models}}? This cannot be undone.',
  'makes.delete.confirm': 'Delete make',
  'makes.name.label': 'Make name',
  'makes.models.heading': 'Models',
  'makes.models.count': '{count, plural, one {# model} other {# models}}',
  'makes.trims.count': '{count, plural, one {# trim} other {# trims}}',
  'makes.rename': 'Rename',
  'makes.delete': 'Delete',
  'makes.remove': 'Remove',
  'makes.models.empty': 'No models yet.',
  'makes.model.add.label': 'New model of {make}',
  'makes.model.add.action': 'Add model',
  'makes.model.name.label': 'Model name',
  'makes.model.rename.action': 'Rename model {name}',
  'makes.model.rename.title': 'Rename model {name}',
  'makes.model.remove.action': 'Remove model {name}',
  'makes.model.remove.title': 'Remove model {name}?',
  'makes.model.remove.question':
    'Remove {name} and its {trims, plural, one {# trim} other {# trims}} from {make}?',
  'makes.model.remove.confirm': 'Remove model',
  'makes.trims.heading': 'Trims',
  'makes.trims.empty': 'No trims yet.',
  'makes.trim.add.label': 'New trim of {model}',
  'makes.trim.add.action': 'Add trim',
  'makes.trim.name.label': 'Trim name',
  'makes.trim.rename.action': 'Rename trim {name}',
  'makes.trim.rename.title': 'Rename trim {name}',
  'makes.trim.remove.action': 'Remove trim {name}',
  'action.save': 'Save',
  'action.cancel': 'Cancel',
  'action.close': 'Close',
  'action.retry': 'Try again',
  'action.dismiss': 'Dismiss',

  'validation.name.required': 'Enter a name.',
  'validation.name.tooLong': 'Use {max} characters or fewer.',
  'validation.make.duplicate': 'A make named {name} already exists.',
  'validation.model.duplicate': 'Each model of a make needs its own name; {name} is used twice.',
  'validation.trim.duplicate': 'Each trim of a model needs its own name; {name} is used twice.',
  'validation.make.idMismatch': 'The make in the body does not match the make in the address.',
  'validation.body.invalid': 'The request body is not valid: {details}',

  'public.home.title': 'Lease financing that moves with you',
  'public.home.body':
    'SFI finances vehicle leases for Canadians through a network of dealers from British Columbia to Ontario.',
  'public.home.dealers': 'Dealer sign-in',
  'public.home.clients': 'Client sign-in',
  'client.login.title': 'Client sign-in',
  'client.login.body': 'Sign in to see your lease files and vehicles.',
  'dealer.login.title': 'Dealer sign-in',
  'dealer.login.body': 'Sign in to build lease quotes and follow your files.',
} as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en;

/** Values substituted into a message's `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

/** Every catalogue, by locale. Add a locale by adding a catalogue with the same keys. */
export const catalogues: Record<string, Record<MessageKey, string>> = { 'en-CA': en };

/** The default locale of the product. */
export const defaultLocale = 'en-CA';

const pluralPattern = /\{(\w+), plural, ((?:\w+ \{[^}]*\}\s*)+)\}/g;

function formatPlural(locale: string, count: number, branches: string): string {
  const options = new Map<string, string>();
  for (const match of branches.matchAll(/(\w+) \{([^}]*)\}/g)) options.set(match[1]!, match[2]!);
  const category = new Intl.PluralRules(locale).select(count);
  const branch = options.get(category) ?? options.get('other') ?? '';
  return branch.replaceAll('#', new Intl.NumberFormat(locale).format(count));
}

/**
 * The text of a message, with `{name}` placeholders and ICU-style
 * `{count, plural, one {# item} other {# items}}` branches filled in.
 *
 * @example message('makes.added', { name: 'Honda' }) // 'Honda was added.'
 */
export function message(key: MessageKey, params: MessageParams = {}, locale: string = defaultLocale): string {
  const template = (catalogues[locale] ?? en)[key];
  return template
    .replace(pluralPattern, (_, name: string, branches: string) =>
      formatPlural(locale, Number(params[name] ?? 0), branches),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
