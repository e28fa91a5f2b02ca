import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicDocuments } from '@sfi/domain';
import { ContentError, parseContentFile } from './markdown.ts';
import { pageData, readPage, type ContentPage } from './page.ts';
import { contentFileOf, contentPagePaths, prerenderedPaths } from './paths.ts';
import { siteLocaleOf, sitePathIn } from '@sfi/domain';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
const base = '/_apps/public/';
const parse = (source: string) =>
  parseContentFile(source, { path: '/company', file: 'content/company.md', base });
const front = (fields: string) => `---\n${fields}\n---\n`;
const valid = front('title: About SFI\ndescription: Who we are.\nheroImage: company\nheroAlt: A skyline.');

describe('a content file', () => {
  it('becomes a page: its front matter, its Markdown as HTML, its banner image in every width and format', () => {
    const page = parse(
      `${front('title: About SFI\ndescription: Who we are.\nlead: Since 1998.\nheroImage: company\nheroAlt: A skyline.')}## Who we are\n\nWe **lease** vehicles.`,
    );
    expect(page).toMatchObject({
      path: '/company',
      title: 'About SFI',
      description: 'Who we are.',
      lead: 'Since 1998.',
      imageAlt: 'A skyline.',
    });
    expect(page.parts).toEqual([
      { kind: 'html', html: '<h2>Who we are</h2>\n<p>We <strong>lease</strong> vehicles.</p>\n' },
    ]);
    expect(page.image).toEqual({
      src: `${base}images/company-960.webp`,
      srcSet: `${base}images/company-480.webp 480w, ${base}images/company-960.webp 960w, ${base}images/company-1600.webp 1600w`,
      sources: [
        {
          type: 'image/avif',
          srcSet: `${base}images/company-480.avif 480w, ${base}images/company-960.avif 960w, ${base}images/company-1600.avif 1600w`,
        },
      ],
      width: 1600,
      height: 640,
    });
  });

  it('places a slot where its line is, between the text around it', () => {
    const page = parse(`${valid}## Write to us\n\n<!-- slot:contact -->\n\n## Offices\n`);
    expect(page.parts).toEqual([
      { kind: 'html', html: '<h2>Write to us</h2>\n' },
      { kind: 'slot', slot: 'contact' },
      { kind: 'html', html: '<h2>Offices</h2>\n' },
    ]);
  });

  it('marks a link to another site as opening a new tab, for everyone; a link within the site opens in place', () => {
    const [part] = parse(`${valid}[SEDAR+](https://www.sedarplus.ca/) and [our team](/team)`).parts;
    expect(part).toEqual({
      kind: 'html',
      html: '<p><a href="https://www.sedarplus.ca/" target="_blank" rel="noopener noreferrer">SEDAR+<span class="external-note"> (opens in a new tab)</span></a> and <a href="/team">our team</a></p>\n',
    });
  });

  it.each<[problem: string, source: string, error: string]>([
    [
      'no front matter',
      '## Hello',
      'content/company.md: it must start with front matter between two "---" lines.',
    ],
    [
      'front matter that is not YAML',
      `${front('title: a: b')}text`,
      'content/company.md: its front matter is not valid YAML',
    ],
    [
      'a missing field',
      `${front('title: About\ndescription: x\nheroImage: company')}text`,
      'content/company.md: "heroAlt" is missing from its front matter.',
    ],
    [
      'an empty field',
      `${front('title: ""\ndescription: x\nheroImage: company\nheroAlt: y')}text`,
      'content/company.md: "title" must be text.',
    ],
    [
      'a field pages do not have',
      `${front('title: A\ndescription: x\nheroImage: company\nheroAlt: y\nauthor: me')}text`,
      'content/company.md: its front matter has author, which pages do not have',
    ],
    [
      'an image name that is a path',
      `${front('title: A\ndescription: x\nheroImage: ../secret\nheroAlt: y')}text`,
      'content/company.md: "heroImage" is the name of an image',
    ],
    [
      'a second level 1 heading',
      `${valid}# Another title`,
      'content/company.md: the title is the page’s only level 1 heading',
    ],
    [
      'a slot that does not exist',
      `${valid}text\n<!-- slot:payment -->`,
      'content/company.md: "slot:payment" is not a slot (contact, newsletter).',
    ],
    [
      'a script',
      `${valid}<script>alert(1)</script>`,
      'content/company.md: it holds a script, a style attribute or an event handler',
    ],
    [
      'a style attribute, which the pages’ policy would block',
      `${valid}<p style="color:red">red</p>`,
      'content/company.md: it holds a script',
    ],
    ['no text', `${valid}<!-- slot:contact -->`, 'content/company.md: it has no text.'],
  ])('is refused with %s, naming the file and what to fix', (_, source, error) => {
    expect(() => parse(source)).toThrow(ContentError);
    expect(() => parse(source)).toThrow(error);
  });
});

describe('the site’s content files', () => {
  const files = [
    ...readdirSync(contentDir).filter((file) => file.endsWith('.md') && file !== 'README.md'),
    ...readdirSync(`${contentDir}fr/`).map((file) => `fr/${file}`),
  ];

  it('are one per pre-rendered page, in English and in French (fr/): the home page and every page of doc 1 §2 but the takeovers', () => {
    expect(contentPagePaths).toHaveLength(14);
    expect(prerenderedPaths).toHaveLength(30);
    expect(files.sort()).toEqual(prerenderedPaths.map(contentFileOf).sort());
  });

  it.each(prerenderedPaths.map((path) => [path, contentFileOf(path)]))(
    '%s (%s) reads, with real text',
    (path, file) => {
      const page = parseContentFile(readFileSync(`${contentDir}${file}`, 'utf8'), { path, file, base });
      const text = page.parts
        .map((part) => (part.kind === 'html' ? part.html.replace(/<[^>]+>/g, '') : ''))
        .join(' ');
      expect(text.split(/\s+/).length).toBeGreaterThan(120);
      expect(text).not.toMatch(/lorem|ipsum|TODO/i);
      expect(page.description.length).toBeLessThanOrEqual(170);
    },
  );

  /** What a page's structure is beyond its words: its headings' levels, its slots, its links, its banner image. */
  const structureOf = (path: string) => {
    const file = contentFileOf(path);
    const source = readFileSync(`${contentDir}${file}`, 'utf8');
    const page = parseContentFile(source, { path, file, base });
    const html = page.parts
      .map((part) => (part.kind === 'html' ? part.html : `<slot ${part.slot}>`))
      .join('');
    return {
      image: page.image,
      outline: [...html.matchAll(/<(h[2-6]|slot \w+|table|ul|ol)\b/g)].map(([, tag]) => tag),
      links: [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!),
      lang: siteLocaleOf(path),
    };
  };

  it.each(['/', ...contentPagePaths])(
    '%s in French has the English page’s structure: its sections, slots, image, and its links to the French pages',
    (path) => {
      const english = structureOf(path);
      const french = structureOf(sitePathIn(path, 'fr-CA'));
      expect(french.lang).toBe('fr-CA');
      expect(french.image).toEqual(english.image);
      expect(french.outline).toEqual(english.outline);
      // A link to a page that has a French twin leads to it; sign-in pages, other sites and
      // documents are the same links (a document in its French version, `-fr.pdf`).
      const frenchTwin = (href: string) => {
        if (/^\/api\/public\/documents\//.test(href)) return href.replace(/\.pdf$/, '-fr.pdf');
        if (!href.startsWith('/') || /^\/(client|dealer)\/(chat\/)?login$/.test(href)) return href;
        return sitePathIn(href, 'fr-CA');
      };
      expect(french.links).toEqual(english.links.map(frenchTwin));
      // Québec typography (docs/glossary-fr.md): no space before ? ! ; and a no-break space before :.
      const source = readFileSync(`${contentDir}${contentFileOf(sitePathIn(path, 'fr-CA'))}`, 'utf8');
      expect(source.match(/.{0,20}\s[?!;](?=\s|$).{0,10}/gm) ?? []).toEqual([]);
      expect(
        source.match(/.{0,20}[^\s\u00a0]:\s.{0,10}/gm)?.filter((line) => !/^\w+: /.test(line)) ?? [],
      ).toEqual([]);
    },
  );

  it('link only documents the bucket holds', () => {
    const linked = files.flatMap((file) =>
      [...readFileSync(`${contentDir}${file}`, 'utf8').matchAll(/\/api\/public\/documents\/([^)\s]+)/g)].map(
        (match) => match[1],
      ),
    );
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((name) => !publicDocuments.some((document) => document.name === name))).toEqual([]);
  });
});

describe('a pre-rendered page read back', () => {
  it('is the page: its data from the JSON, each text part from the element that holds it', () => {
    const page: ContentPage = {
      ...parse(`${valid}## One\n\n<!-- slot:newsletter -->\n\n## Two\n`),
    };
    const parts = new Map([
      ['[data-content-part="0"]', { innerHTML: page.parts[0]!.kind === 'html' ? page.parts[0]!.html : '' }],
      ['[data-content-part="1"]', { innerHTML: page.parts[2]!.kind === 'html' ? page.parts[2]!.html : '' }],
    ]);
    const document = {
      getElementById: (id: string) =>
        id === 'sfi-page' ? { textContent: JSON.stringify(pageData(page)) } : null,
      querySelector: (selector: string) => parts.get(selector) ?? null,
    } as unknown as Document;
    expect(JSON.stringify(pageData(page))).not.toContain('<h2>');
    expect(readPage(document)).toEqual(page);
  });
});
