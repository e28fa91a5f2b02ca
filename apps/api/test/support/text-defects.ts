import { englishAreas } from '../../../../packages/domain/src/catalogue/areas.ts';

/**
 * What a reader should never see in a document the server writes (a PDF, a spreadsheet, a CSV, an
 * e-mail): a message key instead of its words, a placeholder left unfilled, or a sentence with a
 * hole where a value was empty. Each finding names the rule and quotes the text around it.
 */

/** Every key of the catalogue and of the areas kept out of it (the reports', the GPS screens'…). */
const catalogueKeys = new Set(Object.values(englishAreas).flatMap((area) => Object.keys(area)));

/** Where a match is part of an e-mail address, a URL or a host name, not a key. */
const partOfAddress = (text: string, index: number, match: string) =>
  /[@/]$/.test(text.slice(0, index)) || /^www\./i.test(match);

const rules: readonly {
  name: string;
  pattern: RegExp;
  keep?: (text: string, index: number, match: string) => boolean;
}[] = [
  {
    // Three or more dotted identifiers (`leaseFile.field.mileageAllowance`, or what is left of one
    // once humanized: "Lease File.field.mileage Allowance"), or two with a camelCase one
    // (`leaseFile.field`). Numbers (1.2.3), e-mail addresses and host names are not keys.
    name: 'a message key',
    pattern:
      /(?<![\w.@/-])[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*){2,}|(?<![\w.@/-])(?:[a-z]+[A-Z]\w*\.[A-Za-z_]\w*|[a-z]\w*\.[a-z]+[A-Z]\w*)(?![\w.])/g,
    keep: (text, index, match) => !partOfAddress(text, index, match),
  },
  { name: 'an unfilled placeholder', pattern: /\{\s*\w+\s*(?:,[^}]*)?\}/g },
  { name: 'a missing value', pattern: /\b(?:undefined|null|NaN|Infinity|Invalid Date)\b|\[object \w+\]/g },
  // "on policy , and": a value left out before punctuation.
  { name: 'a space before punctuation', pattern: /\s[,.;:!?](?=\s|$)/g },
  // "Dear ,": punctuation right after punctuation, or an empty pair of brackets.
  { name: 'empty punctuation', pattern: /[,;:]\s*[,;:.]|\(\s*\)|\[\s*\]/g },
  // "1:10 a.m..": a full stop doubled (an ellipsis of three is fine).
  { name: 'a doubled full stop', pattern: /(?<!\.)\.\.(?!\.)/g },
  // "on policy —, and": the dash an empty value prints, inside a sentence.
  { name: 'an empty value inside a sentence', pattern: /[a-z] —[,.;:]|[a-z] — [a-z]/g },
];

/**
 * The findings in `text`: each as "rule: …text around it…". In French (`fr-CA`) a space before a colon
 * is the language's typography ("Vote : en ligne"), not a value left out.
 */
export function textDefects(text: string, locale = 'en-CA'): string[] {
  const found: string[] = [];
  const around = (index: number, length: number) =>
    `…${text.slice(Math.max(0, index - 30), index + length + 30)}…`;
  const frenchColon = (name: string, match: string) =>
    locale === 'fr-CA' && name === 'a space before punctuation' && match.endsWith(':');
  for (const { name, pattern, keep } of rules)
    for (const match of text.matchAll(pattern))
      if ((!keep || keep(text, match.index, match[0])) && !frenchColon(name, match[0]))
        found.push(`${name}: ${around(match.index, match[0].length)}`);
  for (const word of text.split(/[\s,;:()"“”]+/)) {
    const bare = word.replace(/[.!?]+$/, '');
    if (catalogueKeys.has(bare)) found.push(`a message key: ${bare}`);
  }
  return [...new Set(found)];
}

/** The cells of a CSV (RFC 4180: quoted fields may hold commas, quotes and line breaks), row by row. */
export function csvCells(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || (character === '\r' && text[index + 1] === '\n')) {
      if (character === '\r') index++;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
