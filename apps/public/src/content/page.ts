/*
 * A content page of the public site: what its Markdown file (`content/*.md`) says, as the build
 * reads it (build/content.ts) and the page shows it (ContentPage.tsx). Plain data, so that the
 * build can write it into the pre-rendered page and the browser can read it back when it hydrates.
 */

/** The interactive parts a content file may place with a `<!-- slot:NAME -->` line (slots.ts). */
export const slotNames = ['contact', 'newsletter'] as const;
export type SlotName = (typeof slotNames)[number];

export const isSlotName = (name: string): name is SlotName => (slotNames as readonly string[]).includes(name);

/** One part of a page's body: Markdown made HTML, or an interactive slot. */
export type PagePart = { kind: 'html'; html: string } | { kind: 'slot'; slot: SlotName };

/** An image in several widths and formats, for `<picture>`. */
export interface ResponsiveImage {
  /** The WebP of the middle width: what a browser without `srcset` shows. */
  src: string;
  /** The WebP widths. */
  srcSet: string;
  /** The AVIF widths, offered first. */
  sources: readonly { type: string; srcSet: string }[];
  width: number;
  height: number;
}

/** Widths every banner image is made in (`public/images/<name>-<width>.<avif|webp>`), 5:2. */
export const imageWidths = [480, 960, 1600] as const;
/** Height over width of every banner image. */
export const imageRatio = 2 / 5;

/** The image set of a banner image by its name, served under the app's base (`/_apps/public/`). */
export function responsiveImage(name: string, base: string): ResponsiveImage {
  const url = (width: number, format: string) => `${base}images/${name}-${width}.${format}`;
  const set = (format: string) => imageWidths.map((width) => `${url(width, format)} ${width}w`).join(', ');
  const widest = imageWidths[imageWidths.length - 1]!;
  return {
    src: url(imageWidths[1], 'webp'),
    srcSet: set('webp'),
    sources: [{ type: 'image/avif', srcSet: set('avif') }],
    width: widest,
    height: Math.round(widest * imageRatio),
  };
}

/** A page, as its content file describes it. */
export interface ContentPage {
  /** Its path: `/company`. */
  path: string;
  /** The page's title: its heading, and (with the site's name) the document's title. */
  title: string;
  /** One or two sentences: the meta description search engines show. */
  description: string;
  /** A line under the title in the banner. */
  lead?: string;
  /** The banner's (or, on `/`, the background's) image and what it shows. */
  image: ResponsiveImage;
  imageAlt: string;
  /** The body, in order. */
  parts: readonly PagePart[];
}

/** The id of the element holding the page's data, as JSON, in a pre-rendered page. */
export const pageDataId = 'sfi-page';
/** The attribute marking each HTML part of the body, numbered in order, in a pre-rendered page. */
export const partAttribute = 'data-content-part';

/**
 * What a pre-rendered page carries as JSON: the page without its HTML parts, which are in the page
 * already (marked with {@link partAttribute}), so the text travels once.
 */
export function pageData(page: ContentPage): ContentPage {
  return {
    ...page,
    parts: page.parts.map((part) => (part.kind === 'html' ? { kind: 'html', html: '' } : part)),
  };
}

/**
 * The page this document shows, read back when it hydrates: its data, and each HTML part from the
 * pre-rendered element that holds it.
 */
export function readPage(document: Document): ContentPage {
  const element = document.getElementById(pageDataId);
  if (!element?.textContent) throw new Error('This page was not rendered with its content.');
  const page = JSON.parse(element.textContent) as ContentPage;
  let index = 0;
  return {
    ...page,
    parts: page.parts.map((part) => {
      if (part.kind !== 'html') return part;
      const html = document.querySelector(`[${partAttribute}="${index++}"]`)?.innerHTML ?? '';
      return { kind: 'html', html };
    }),
  };
}
