/*
 * A content file made a page (build time only: the pre-rendering and `pnpm dev` run this, the browser
 * never does). A content file is Markdown with front matter:
 *
 *   ---
 *   title: Board of directors
 *   description: One or two sentences for search results.
 *   lead: An optional line under the title.
 *   heroImage: board            # public/images/board-<width>.<avif|webp>
 *   heroAlt: What the image shows.
 *   ---
 *   ## A section
 *   Text, lists, tables, links…
 *   <!-- slot:contact -->       # an interactive part (slots.ts), on a line of its own
 */
import { load } from 'js-yaml';
import { Marked, type Tokens } from 'marked';
import { publicSiteMessage as say, siteLocaleOf, type Locale } from '@sfi/domain';
import { isSlotName, responsiveImage, slotNames, type ContentPage, type PagePart } from './page.ts';

/** A content file the build refuses, naming the file and what to fix. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const fields = ['title', 'description', 'lead', 'heroImage', 'heroAlt'] as const;
const required = ['title', 'description', 'heroImage', 'heroAlt'] as const;

/** The class that hides "(opens in a new tab)" from sight but not from screen readers (ContentView.css.ts). */
export const externalNoteClass = 'external-note';

const isExternal = (href: string) => /^https?:\/\//i.test(href);
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Markdown made HTML for a page in `locale`: its notes for screen readers in the page's language. */
const markedIn = (locale: Locale) =>
  new Marked({
    gfm: true,
    renderer: {
      // A link to another site opens a new tab, and says so (visibly, with an arrow, and to screen readers).
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const titled = title ? ` title="${escapeAttribute(title)}"` : '';
        if (!isExternal(href)) return `<a href="${escapeAttribute(href)}"${titled}>${text}</a>`;
        return (
          `<a href="${escapeAttribute(href)}"${titled} target="_blank" rel="noopener noreferrer">${text}` +
          `<span class="${externalNoteClass}"> (${say('site.external', {}, locale)})</span></a>`
        );
      },
    },
  });

const slotLine = /^<!--\s*slot:([\w-]+)\s*-->\s*$/gm;

/** The page a content file describes; throws a {@link ContentError} naming `file` when it is not one. */
export function parseContentFile(
  source: string,
  { path, file, base }: { path: string; file: string; base: string },
): ContentPage {
  const fail = (problem: string): never => {
    throw new ContentError(`${file}: ${problem}`);
  };
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return fail('it must start with front matter between two "---" lines.');
  let front: unknown;
  try {
    front = load(match[1]!);
  } catch (error) {
    return fail(`its front matter is not valid YAML (${(error as Error).message.split('\n')[0]}).`);
  }
  if (typeof front !== 'object' || front === null || Array.isArray(front))
    return fail('its front matter must be "name: value" lines.');
  const values = front as Record<string, unknown>;
  const unknown = Object.keys(values).filter((key) => !(fields as readonly string[]).includes(key));
  if (unknown.length)
    fail(`its front matter has ${unknown.join(', ')}, which pages do not have (${fields.join(', ')}).`);
  for (const key of fields) {
    const value = values[key];
    if (value !== undefined && (typeof value !== 'string' || !value.trim())) fail(`"${key}" must be text.`);
  }
  for (const key of required)
    if (values[key] === undefined) fail(`"${key}" is missing from its front matter.`);
  const text = (key: (typeof fields)[number]) => (values[key] as string | undefined)?.trim();
  if (!/^[a-z0-9-]+$/.test(text('heroImage')!))
    fail('"heroImage" is the name of an image in public/images, such as "company".');

  const body = match[2]!;
  if (/^#\s/m.test(body)) fail('the title is the page’s only level 1 heading: start sections with "##".');
  const parts: PagePart[] = [];
  const marked = markedIn(siteLocaleOf(path));
  const addHtml = (markdown: string) => {
    if (!markdown.trim()) return;
    const html = marked.parse(markdown, { async: false });
    if (/<script\b|\sstyle=|\son[a-z]+=/i.test(html))
      fail('it holds a script, a style attribute or an event handler, which pages may not run.');
    parts.push({ kind: 'html', html });
  };
  let last = 0;
  for (const slot of body.matchAll(slotLine)) {
    const name = slot[1]!;
    if (!isSlotName(name)) fail(`"slot:${name}" is not a slot (${slotNames.join(', ')}).`);
    addHtml(body.slice(last, slot.index));
    parts.push({ kind: 'slot', slot: name as (typeof slotNames)[number] });
    last = slot.index + slot[0].length;
  }
  addHtml(body.slice(last));
  if (!parts.some((part) => part.kind === 'html')) fail('it has no text.');

  const lead = text('lead');
  return {
    path,
    title: text('title')!,
    description: text('description')!,
    ...(lead ? { lead } : {}),
    image: responsiveImage(text('heroImage')!, base),
    imageAlt: text('heroAlt')!,
    parts,
  };
}
