import PDFDocument from 'pdfkit';
import {
  FOOTER_OFFICES,
  OFFICE_ADDRESSES,
  PUBLIC_DOCUMENTS_PREFIX,
  publicDocuments,
  type PublicDocumentName,
} from '@sfi/domain';
import { pdfText } from './report-pdf.ts';
import type { Storage } from '../storage/storage.ts';

/*
 * The public site's brochures and presentations (doc 1 §1), written into the storage bucket as real
 * PDFs: the corporate profile, the investor presentation and the documents of the annual general
 * meeting, in English and in French. Their figures are those of the site's pages (apps/public/content).
 */

type Block =
  | { heading: string }
  | { text: string }
  | { table: readonly (readonly string[])[] }
  | { bullets: readonly string[] };

interface DocumentSpec {
  subtitle: string;
  pages: readonly (readonly Block[])[];
}

/** The company's name on a document in each language. */
const companyIn = {
  'en-CA': 'SFI Lease Financing Inc. (TSX: SFI)',
  'fr-CA': 'SFI Financement de location inc. (TSX : SFI)',
};
/** An office's address on one line. */
const addressOf = (province: string) => {
  const { street, locality } = OFFICE_ADDRESSES[province]!;
  return `${street}, ${locality.replace(/\s+/g, ' ')}`;
};
const headProvince = FOOTER_OFFICES.find((office) => office.headOffice)!.province;
const headOffice = `${addressOf(headProvince)} - ${OFFICE_ADDRESSES[headProvince]!.phone} - investors@sfi-lease.ca`;

/** An office's name in the offices table: its province, and whether it is the head office. */
const officeRows = (headOfficeLabel: string) =>
  FOOTER_OFFICES.map((office) => [
    `${office.province}${office.headOffice ? ` (${headOfficeLabel})` : ''}`,
    addressOf(office.province),
  ]);

const keyFigures: readonly (readonly string[])[] = [
  ['', '2025', '2024'],
  ['Leases originated', '$612 million', '$548 million'],
  ['Net investment in leases, year end', '$1.36 billion', '$1.21 billion'],
  ['Active leases, year end', '37,400', '34,100'],
  ['Net income', '$41.8 million', '$37.2 million'],
  ['Diluted earnings per share', '$1.74', '$1.55'],
  ['Dividends declared per share', '$0.72', '$0.66'],
  ['Net credit losses / average leases', '0.58 %', '0.54 %'],
  ['Return on equity', '14.9 %', '14.1 %'],
];

const englishSpecs = {
  'corporate-profile-2026.pdf': {
    subtitle: 'An independent Canadian lender, financing vehicle leases through dealers since 1998',
    pages: [
      [
        { heading: 'Who we are' },
        {
          text: 'SFI Lease Financing Inc. finances leases of passenger and commercial vehicles for individuals and businesses across Canada, through more than 1,100 franchised and independent dealerships in British Columbia, Alberta and Ontario. Founded in Richmond, British Columbia in 1998, SFI employs about 260 people in three offices and has been listed on the Toronto Stock Exchange since 2011.',
        },
        { heading: 'What we do' },
        {
          bullets: [
            'Consumer leases of new and used cars, SUVs and light trucks, for terms of 24 to 60 months.',
            'Commercial leases of vans, pick-ups and light-duty trucks for small and medium-sized businesses.',
            'Lease servicing by our own staff: payments, insurance follow-up, transfers, buyouts and end-of-lease inspections.',
            'Lease takeovers: a marketplace where clients who must leave their lease hand it to a qualified driver.',
          ],
        },
        { heading: 'Key figures' },
        { table: keyFigures },
      ],
      [
        { heading: 'Our strengths' },
        {
          bullets: [
            'Close to our dealers: a dedicated account manager for every dealership, and same-day credit decisions.',
            'Prudent credit: every application is read by an analyst; net credit losses below 0.6 % of average leases.',
            'Diversified funding: bank securitization programs, a syndicated credit facility and our own equity.',
            'A growing share of cleaner vehicles: 14 % of new leases in 2025 were electric or plug-in hybrid.',
          ],
        },
        { heading: 'Dividend' },
        {
          text: 'SFI has paid a quarterly dividend every quarter since its listing in 2011 and raised it in each of the last nine years. The current quarterly dividend is $0.19 per common share.',
        },
        { heading: 'Offices' },
        {
          table: [['Office', 'Address'], ...officeRows('head office')],
        },
      ],
    ],
  },
  'investor-presentation-q3-2026.pdf': {
    subtitle: 'Investor presentation - third quarter 2026',
    pages: [
      [
        { heading: 'Third quarter 2026 highlights' },
        {
          bullets: [
            'Originations of $168 million, up 12 % from the third quarter of 2025.',
            'Net income of $11.6 million, or $0.48 per diluted share.',
            'Net credit losses of 0.55 % of average leases.',
            'Quarterly dividend raised to $0.19 per common share.',
          ],
        },
        { heading: 'Originations by quarter ($ millions)' },
        {
          table: [
            ['Quarter', '2026', '2025'],
            ['First', '139', '127'],
            ['Second', '161', '148'],
            ['Third', '168', '150'],
          ],
        },
      ],
      [
        { heading: 'Portfolio' },
        {
          table: [
            ['Measure', 'September 30, 2026', 'December 31, 2025'],
            ['Net investment in leases', '$1.43 billion', '$1.36 billion'],
            ['Active leases', '38,200', '37,400'],
            ['Electric and plug-in hybrid share of new leases', '16 %', '14 %'],
          ],
        },
        { heading: 'Funding' },
        {
          text: 'In June 2026 SFI renewed its lease securitization program with a Canadian chartered bank for three years and raised its limit from $600 million to $750 million, on terms comparable to the previous program.',
        },
        { heading: 'Forward-looking statements' },
        {
          text: 'This presentation contains forward-looking statements about SFI’s objectives and expected results. They are based on assumptions management believes reasonable today and are subject to risks and uncertainties, described in SFI’s management’s discussion and analysis, that could make actual results differ materially.',
        },
      ],
    ],
  },
  'agm-2026-notice-and-circular.pdf': {
    subtitle: 'Notice of annual general meeting of shareholders and management information circular 2026',
    pages: [
      [
        { heading: 'Notice of meeting' },
        {
          text: 'The annual general meeting of the shareholders of SFI Lease Financing Inc. will be held on Thursday, May 7, 2026 at 10:00 a.m. Pacific time at 5811 Cooney Road, Suite 600, Richmond, British Columbia, and by live audio webcast, for the following purposes:',
        },
        {
          bullets: [
            'to receive the financial statements for the year ended December 31, 2025 and the auditor’s report on them;',
            'to elect the directors for the coming year;',
            'to appoint the auditor and authorize the directors to set its remuneration;',
            'to consider an advisory resolution on the approach to executive compensation;',
            'to transact any other business properly brought before the meeting.',
          ],
        },
        { text: 'Shareholders of record at the close of business on March 20, 2026 are entitled to vote.' },
      ],
      [
        { heading: 'Nominees for election as directors' },
        {
          table: [
            ['Nominee', 'Independent', 'Director since'],
            ['Margaret Chen (Chair)', 'Yes', '2014'],
            ['Daniel Okafor (President and CEO)', 'No', '2020'],
            ['Louise Tremblay', 'Yes', '2017'],
            ['Robert Kaminski', 'Yes', '2012'],
            ['Priya Raman', 'Yes', '2019'],
            ['Jean-François Morin', 'Yes', '2016'],
            ['Sarah Whitehorse', 'Yes', '2022'],
            ['Thomas Lindqvist', 'Yes', '2024'],
          ],
        },
        { heading: 'Voting' },
        {
          text: 'Registered shareholders may vote online, by phone, by mail using the enclosed form of proxy, or in person at the meeting. Beneficial shareholders vote by the voting instruction form their intermediary sends them.',
        },
      ],
    ],
  },
  'agm-2026-presentation.pdf': {
    subtitle: 'Presentation to shareholders - annual general meeting, May 7, 2026',
    pages: [
      [
        { heading: '2025 in review' },
        {
          bullets: [
            'Record originations of $612 million, up 12 %.',
            'Record net income of $41.8 million, or $1.74 per diluted share.',
            'Ninth consecutive annual dividend increase.',
            'Electric and plug-in hybrid vehicles: 14 % of new leases.',
          ],
        },
        { table: keyFigures },
      ],
      [
        { heading: 'Priorities for 2026' },
        {
          bullets: [
            'Grow our dealer network in Ontario by 150 dealerships.',
            'Launch the new file tool and chat for dealers.',
            'Renew and expand our securitization program.',
            'Reach 16 % electric and plug-in hybrid vehicles in new leases.',
          ],
        },
      ],
    ],
  },
  'agm-2026-voting-results.pdf': {
    subtitle:
      'Report of voting results - annual general meeting of May 7, 2026 (National Instrument 51-102, section 11.3)',
    pages: [
      [
        { heading: 'Election of directors' },
        {
          table: [
            ['Nominee', 'Votes for', 'Votes withheld'],
            ['Margaret Chen', '98.7 %', '1.3 %'],
            ['Daniel Okafor', '99.2 %', '0.8 %'],
            ['Louise Tremblay', '97.9 %', '2.1 %'],
            ['Robert Kaminski', '96.4 %', '3.6 %'],
            ['Priya Raman', '98.8 %', '1.2 %'],
            ['Jean-François Morin', '98.1 %', '1.9 %'],
            ['Sarah Whitehorse', '99.0 %', '1.0 %'],
            ['Thomas Lindqvist', '98.5 %', '1.5 %'],
          ],
        },
        { heading: 'Other resolutions' },
        {
          table: [
            ['Resolution', 'For', 'Against or withheld'],
            ['Appointment of the auditor', '99.5 %', '0.5 %'],
            ['Advisory vote on executive compensation', '94.8 %', '5.2 %'],
          ],
        },
      ],
    ],
  },
} satisfies Record<Exclude<PublicDocumentName, `${string}-fr.pdf`>, DocumentSpec>;

/** The French key figures: the same figures, written as Québec writes them. */
const keyFiguresFr: readonly (readonly string[])[] = [
  ['', '2025', '2024'],
  ['Baux consentis', '612 M$', '548 M$'],
  ['Investissement net dans les baux, fin d’exercice', '1,36 G$', '1,21 G$'],
  ['Baux actifs, fin d’exercice', '37 400', '34 100'],
  ['Bénéfice net', '41,8 M$', '37,2 M$'],
  ['Bénéfice dilué par action', '1,74 $', '1,55 $'],
  ['Dividendes déclarés par action', '0,72 $', '0,66 $'],
  ['Pertes sur créances nettes / baux moyens', '0,58 %', '0,54 %'],
  ['Rendement des capitaux propres', '14,9 %', '14,1 %'],
];

/** The documents in French (`…-fr.pdf`), for the French pages: the English ones, translated. */
const frenchSpecs = {
  'corporate-profile-2026-fr.pdf': {
    subtitle:
      'Un prêteur canadien indépendant qui finance la location de véhicules par l’entremise des concessionnaires depuis 1998',
    pages: [
      [
        { heading: 'Qui nous sommes' },
        {
          text: 'SFI Financement de location inc. finance la location de véhicules de promenade et de véhicules commerciaux pour les particuliers et les entreprises partout au Canada, par l’entremise de plus de 1 100 concessions franchisées et indépendantes en Colombie-Britannique, en Alberta et en Ontario. Fondée à Richmond, en Colombie-Britannique, en 1998, SFI compte environ 260 employés répartis dans trois bureaux et est inscrite à la Bourse de Toronto depuis 2011.',
        },
        { heading: 'Ce que nous faisons' },
        {
          bullets: [
            'Location aux particuliers de voitures, de VUS et de camionnettes neufs et d’occasion, pour des durées de 24 à 60 mois.',
            'Location commerciale de fourgonnettes, de camionnettes et de camions légers pour les petites et moyennes entreprises.',
            'Administration des baux par notre propre personnel : paiements, suivi des assurances, transferts, rachats et inspections de fin de bail.',
            'Reprises de bail : une place de marché où la clientèle qui doit quitter son bail peut le céder à un conducteur admissible.',
          ],
        },
        { heading: 'Chiffres clés' },
        { table: keyFiguresFr },
      ],
      [
        { heading: 'Nos forces' },
        {
          bullets: [
            'Proches de nos concessionnaires : un directeur de comptes attitré pour chaque concession, et des décisions de crédit le jour même.',
            'Un crédit prudent : chaque demande est lue par un analyste; pertes sur créances nettes inférieures à 0,6 % des baux moyens.',
            'Un financement diversifié : programmes de titrisation bancaires, facilité de crédit consortiale et capitaux propres.',
            'Une part croissante de véhicules moins polluants : 14 % des nouveaux baux de 2025 visaient des véhicules électriques ou hybrides rechargeables.',
          ],
        },
        { heading: 'Dividende' },
        {
          text: 'SFI verse un dividende chaque trimestre depuis son inscription en bourse en 2011 et l’a augmenté au cours de chacune des neuf dernières années. Le dividende trimestriel actuel est de 0,19 $ par action ordinaire.',
        },
        { heading: 'Bureaux' },
        { table: [['Bureau', 'Adresse'], ...officeRows('siège social')] },
      ],
    ],
  },
  'investor-presentation-q3-2026-fr.pdf': {
    subtitle: 'Présentation aux investisseurs - troisième trimestre 2026',
    pages: [
      [
        { heading: 'Faits saillants du troisième trimestre de 2026' },
        {
          bullets: [
            'Baux consentis de 168 M$, en hausse de 12 % par rapport au troisième trimestre de 2025.',
            'Bénéfice net de 11,6 M$, soit 0,48 $ par action diluée.',
            'Pertes sur créances nettes de 0,55 % des baux moyens.',
            'Dividende trimestriel porté à 0,19 $ par action ordinaire.',
          ],
        },
        { heading: 'Baux consentis par trimestre (en millions de dollars)' },
        {
          table: [
            ['Trimestre', '2026', '2025'],
            ['Premier', '139', '127'],
            ['Deuxième', '161', '148'],
            ['Troisième', '168', '150'],
          ],
        },
      ],
      [
        { heading: 'Portefeuille' },
        {
          table: [
            ['Mesure', '30 septembre 2026', '31 décembre 2025'],
            ['Investissement net dans les baux', '1,43 G$', '1,36 G$'],
            ['Baux actifs', '38 200', '37 400'],
            [
              'Part des véhicules électriques et hybrides rechargeables dans les nouveaux baux',
              '16 %',
              '14 %',
            ],
          ],
        },
        { heading: 'Financement' },
        {
          text: 'En juin 2026, SFI a renouvelé pour trois ans son programme de titrisation de baux auprès d’une banque à charte canadienne et en a porté la limite de 600 M$ à 750 M$, à des conditions comparables à celles du programme précédent.',
        },
        { heading: 'Énoncés prospectifs' },
        {
          text: 'La présente présentation contient des énoncés prospectifs sur les objectifs et les résultats attendus de SFI. Ils reposent sur des hypothèses que la direction juge raisonnables aujourd’hui et comportent des risques et des incertitudes, décrits dans le rapport de gestion de SFI, qui pourraient faire en sorte que les résultats réels diffèrent sensiblement.',
        },
      ],
    ],
  },
  'agm-2026-notice-and-circular-fr.pdf': {
    subtitle:
      'Avis de convocation à l’assemblée générale annuelle des actionnaires et circulaire de sollicitation de procurations de la direction 2026',
    pages: [
      [
        { heading: 'Avis de convocation' },
        {
          text: 'L’assemblée générale annuelle des actionnaires de SFI Financement de location inc. aura lieu le jeudi 7 mai 2026 à 10 h, heure du Pacifique, au 5811, Cooney Road, bureau 600, à Richmond (Colombie-Britannique), et par webdiffusion audio en direct, aux fins suivantes :',
        },
        {
          bullets: [
            'recevoir les états financiers de l’exercice clos le 31 décembre 2025 et le rapport de l’auditeur s’y rapportant;',
            'élire les administrateurs pour l’année à venir;',
            'nommer l’auditeur et autoriser les administrateurs à fixer sa rémunération;',
            'examiner une résolution consultative sur l’approche en matière de rémunération de la haute direction;',
            'traiter toute autre question dont l’assemblée pourrait être dûment saisie.',
          ],
        },
        {
          text: 'Les actionnaires inscrits à la fermeture des bureaux le 20 mars 2026 ont le droit de voter.',
        },
      ],
      [
        { heading: 'Candidats aux postes d’administrateur' },
        {
          table: [
            ['Candidat', 'Indépendant', 'Administrateur depuis'],
            ['Margaret Chen (présidente du conseil)', 'Oui', '2014'],
            ['Daniel Okafor (président et chef de la direction)', 'Non', '2020'],
            ['Louise Tremblay', 'Oui', '2017'],
            ['Robert Kaminski', 'Oui', '2012'],
            ['Priya Raman', 'Oui', '2019'],
            ['Jean-François Morin', 'Oui', '2016'],
            ['Sarah Whitehorse', 'Oui', '2022'],
            ['Thomas Lindqvist', 'Oui', '2024'],
          ],
        },
        { heading: 'Vote' },
        {
          text: 'Les actionnaires inscrits peuvent voter en ligne, par téléphone, par la poste au moyen du formulaire de procuration ci-joint, ou en personne à l’assemblée. Les actionnaires véritables votent au moyen du formulaire d’instructions de vote que leur envoie leur intermédiaire.',
        },
      ],
    ],
  },
  'agm-2026-presentation-fr.pdf': {
    subtitle: 'Présentation aux actionnaires - assemblée générale annuelle du 7 mai 2026',
    pages: [
      [
        { heading: 'Rétrospective de 2025' },
        {
          bullets: [
            'Baux consentis records de 612 M$, en hausse de 12 %.',
            'Bénéfice net record de 41,8 M$, soit 1,74 $ par action diluée.',
            'Neuvième hausse annuelle consécutive du dividende.',
            'Véhicules électriques et hybrides rechargeables : 14 % des nouveaux baux.',
          ],
        },
        { table: keyFiguresFr },
      ],
      [
        { heading: 'Priorités pour 2026' },
        {
          bullets: [
            'Agrandir notre réseau de concessionnaires en Ontario de 150 concessions.',
            'Lancer le nouvel outil de dossiers et le clavardage pour les concessionnaires.',
            'Renouveler et élargir notre programme de titrisation.',
            'Atteindre 16 % de véhicules électriques et hybrides rechargeables dans les nouveaux baux.',
          ],
        },
      ],
    ],
  },
  'agm-2026-voting-results-fr.pdf': {
    subtitle:
      'Rapport sur les résultats du vote - assemblée générale annuelle du 7 mai 2026 (Règlement 51-102, article 11.3)',
    pages: [
      [
        { heading: 'Élection des administrateurs' },
        {
          table: [
            ['Candidat', 'Voix pour', 'Abstentions'],
            ['Margaret Chen', '98,7 %', '1,3 %'],
            ['Daniel Okafor', '99,2 %', '0,8 %'],
            ['Louise Tremblay', '97,9 %', '2,1 %'],
            ['Robert Kaminski', '96,4 %', '3,6 %'],
            ['Priya Raman', '98,8 %', '1,2 %'],
            ['Jean-François Morin', '98,1 %', '1,9 %'],
            ['Sarah Whitehorse', '99,0 %', '1,0 %'],
            ['Thomas Lindqvist', '98,5 %', '1,5 %'],
          ],
        },
        { heading: 'Autres résolutions' },
        {
          table: [
            ['Résolution', 'Pour', 'Contre ou abstentions'],
            ['Nomination de l’auditeur', '99,5 %', '0,5 %'],
            ['Vote consultatif sur la rémunération de la haute direction', '94,8 %', '5,2 %'],
          ],
        },
      ],
    ],
  },
} satisfies Record<Extract<PublicDocumentName, `${string}-fr.pdf`>, DocumentSpec>;

const specs: Record<PublicDocumentName, DocumentSpec> = { ...englishSpecs, ...frenchSpecs };

const MARGIN = 60;
const NAVY = '#0B3B60';
const TEAL = '#0B7A75';
const INK = '#17212B';

/** A public document as a PDF: a navy title band, then its pages of headings, text, lists and tables. */
export function publicDocumentPdf(name: PublicDocumentName): Promise<Buffer> {
  const { title, lang } = publicDocuments.find((document) => document.name === name)!;
  const spec = specs[name];
  const company = companyIn[lang];
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: pdfText(title), Author: pdfText(company), Subject: pdfText(spec.subtitle) },
    displayTitle: true,
    // The document's language, which screen readers read it in.
    lang,
    // The footer is written on every page once the pages are laid out.
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * MARGIN;

  pdf.rect(0, 0, pdf.page.width, 170).fill(NAVY);
  pdf.rect(0, 170, pdf.page.width, 6).fill(TEAL);
  pdf.font('Helvetica-Bold').fontSize(30).fillColor('#FFFFFF').text('SFI', MARGIN, 48);
  pdf.font('Helvetica').fontSize(11).text(pdfText(company), MARGIN, 88);
  pdf.font('Helvetica-Bold').fontSize(20).text(pdfText(title), MARGIN, 112, { width });
  pdf.font('Helvetica').fontSize(11).fillColor(INK).text(pdfText(spec.subtitle), MARGIN, 200, { width });
  pdf.moveDown(1.5);

  spec.pages.forEach((blocks, index) => {
    if (index > 0) pdf.addPage();
    for (const block of blocks) {
      if ('heading' in block) {
        pdf
          .moveDown(0.6)
          .font('Helvetica-Bold')
          .fontSize(14)
          .fillColor(NAVY)
          .text(pdfText(block.heading), MARGIN);
        pdf.moveDown(0.3);
      } else if ('text' in block) {
        pdf
          .font('Helvetica')
          .fontSize(11)
          .fillColor(INK)
          .text(pdfText(block.text), MARGIN, undefined, { width, lineGap: 2 });
        pdf.moveDown(0.5);
      } else if ('bullets' in block) {
        for (const item of block.bullets)
          pdf
            .font('Helvetica')
            .fontSize(11)
            .fillColor(INK)
            .text(pdfText(`•  ${item}`), MARGIN + 8, undefined, { width: width - 8, lineGap: 2 });
        pdf.moveDown(0.5);
      } else {
        const columns = block.table[0]!.length;
        const first = columns === 2 ? width * 0.4 : width * 0.46;
        const rest = (width - first) / (columns - 1);
        block.table.forEach((row, rowIndex) => {
          const y = pdf.y;
          const font = rowIndex === 0 ? 'Helvetica-Bold' : 'Helvetica';
          const heights = row.map((cell, column) =>
            pdf
              .font(font)
              .fontSize(10)
              .heightOfString(pdfText(cell), { width: (column === 0 ? first : rest) - 8 }),
          );
          const height = Math.max(...heights) + 8;
          if (rowIndex === 0) pdf.rect(MARGIN, y, width, height).fill('#E7F0F7');
          row.forEach((cell, column) => {
            const x = MARGIN + (column === 0 ? 0 : first + (column - 1) * rest);
            pdf
              .font(font)
              .fontSize(10)
              .fillColor(INK)
              .text(pdfText(cell), x + 4, y + 4, { width: (column === 0 ? first : rest) - 8 });
          });
          pdf
            .moveTo(MARGIN, y + height)
            .lineTo(MARGIN + width, y + height)
            .lineWidth(0.5)
            .strokeColor('#A9B3BD')
            .stroke();
          pdf.y = y + height;
        });
        pdf.x = MARGIN;
        pdf.moveDown(0.8);
      }
    }
  });
  const range = pdf.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    pdf.switchToPage(page);
    // Below the bottom margin: no new page for it.
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#4A5866')
      .text(pdfText(headOffice), MARGIN, pdf.page.height - 40, { width, align: 'center', lineBreak: false });
  }
  pdf.end();
  return done;
}

/** The bucket key of a public document. */
export const publicDocumentKey = (name: PublicDocumentName) => `${PUBLIC_DOCUMENTS_PREFIX}${name}`;

/**
 * Writes each public document the bucket does not hold yet (an in-memory bucket is empty after every
 * start). Returns the names written.
 */
export async function writePublicDocuments(storage: Storage): Promise<PublicDocumentName[]> {
  const written: PublicDocumentName[] = [];
  for (const { name } of publicDocuments) {
    if (await storage.storedObject(publicDocumentKey(name))) continue;
    await storage.putObject(publicDocumentKey(name), await publicDocumentPdf(name), 'application/pdf');
    written.push(name);
  }
  return written;
}
