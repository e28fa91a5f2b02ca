/**
 * English left on a French page (issue 29): every text a page shows or says (its text, and the
 * labels, placeholders, titles and alternative texts a screen reader reads) compared with the
 * English catalogue. A text that is an English message whose French differs is a leftover: a word
 * that did not go through the catalogue in the active language. The story tests in French and the
 * e2e journeys in French run it over each page.
 */
import { englishAreas } from '../packages/domain/src/catalogue/areas.ts';
import { translated } from '../packages/domain/src/locale.ts';

export interface Leftover {
  /** The English text found. */
  text: string;
  /** The catalogue key whose English it is. */
  key: string;
}

interface Matcher {
  key: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message template as a pattern: its literal words kept, each `{placeholder}` or plural any text. */
function templatePattern(template: string): { pattern: RegExp; letters: number } {
  let source = '';
  let literal = '';
  let depth = 0;
  for (const char of template) {
    if (char === '{') {
      if (depth === 0) source += '.+?';
      depth += 1;
    } else if (char === '}') depth -= 1;
    else if (depth === 0) {
      source += escape(char);
      literal += char;
    }
  }
  return {
    pattern: new RegExp(`^${source.replace(/\s+/g, '\\s+')}$`),
    letters: (literal.match(/\p{L}/gu) ?? []).length,
  };
}

interface Matchers {
  /** English messages whose French differs: exact texts, and templates as patterns. */
  english: { exact: Map<string, string>; patterns: Matcher[] };
  /** Every French message: a text that is one is French, whatever English shares its words. */
  french: { exact: Set<string>; patterns: RegExp[] };
}

let built: Matchers | undefined;

/** The catalogue's messages as matchers. Call once French is loaded. */
function matchers(): Matchers {
  if (built) return built;
  const english: Matchers['english'] = { exact: new Map(), patterns: [] };
  const french: Matchers['french'] = { exact: new Set(), patterns: [] };
  for (const area of Object.values(englishAreas))
    for (const [key, text] of Object.entries(area)) {
      const translation = translated(key, text, 'fr-CA');
      if (!translation.includes('{')) french.exact.add(normalize(translation));
      else if (templatePattern(translation).letters >= 6)
        french.patterns.push(templatePattern(translation).pattern);
      if (translation.trim() === text.trim()) continue;
      if (!text.includes('{')) english.exact.set(normalize(text), key);
      else {
        const { pattern, letters } = templatePattern(text);
        // A template that is mostly its placeholders would match any text.
        if (letters >= 6) english.patterns.push({ key, pattern });
      }
    }
  return (built = { english, french });
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Every text of `root` a person sees or hears: its text nodes and its elements' spoken attributes,
 * apart from what is marked `translate="no"` (stored data shown as it is) and what is hidden from
 * everyone (`aria-hidden`, such as the native copy react-aria keeps of a select's choices).
 * Self-contained, so Playwright can run it in a page (`page.evaluate(pageTexts)`).
 */
export function pageTexts(root: Element = document.body): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (parent && !parent.closest('script, style, code, pre, [translate="no"], [aria-hidden="true"]'))
        texts.push(node.nodeValue ?? '');
    } else if (!(node as Element).closest('[translate="no"], [aria-hidden="true"]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'])
        texts.push((node as Element).getAttribute(name) ?? '');
  }
  return texts;
}

/** The English messages among `texts`, once the French tables are loaded. */
export function leftoversIn(texts: readonly string[]): Leftover[] {
  const { english, french } = matchers();
  const found = new Map<string, Leftover>();
  for (const text of texts.map(normalize).filter((each) => /\p{L}/u.test(each))) {
    const key = english.exact.get(text) ?? english.patterns.find(({ pattern }) => pattern.test(text))?.key;
    const isFrench = () => french.exact.has(text) || french.patterns.some((pattern) => pattern.test(text));
    if (key && !isFrench()) found.set(text, { text, key });
  }
  return [...found.values()];
}

/** The English messages `root` shows or says, once the French tables are loaded. */
export function englishLeftovers(root: Element): Leftover[] {
  return leftoversIn(pageTexts(root));
}
