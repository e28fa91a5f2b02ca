/** Story-only data and pieces shared by several stories. Not exported from the package. */
import { Link as RACLink } from 'react-aria-components';

import type { NavEntry } from '../components/Navigation/navigation.ts';
import type { StoryWords } from './words.ts';

/** A logo link: a plain mark, so the stories need no image files. */
export function DemoLogo({ href = '/', label = 'SFI home' }: { href?: string; label?: string }) {
  return (
    <RACLink href={href} aria-label={label} style={{ display: 'inline-flex', color: '#0B3B60' }}>
      <svg width="72" height="32" viewBox="0 0 72 32" aria-hidden="true">
        <rect width="72" height="32" rx="6" fill="currentColor" />
        <text
          x="36"
          y="22"
          textAnchor="middle"
          fontSize="16"
          fontWeight="700"
          fill="#fff"
          fontFamily="sans-serif"
        >
          SFI
        </text>
      </svg>
    </RACLink>
  );
}

/** A public-site navigation like the one the app configures, in the story's words (`storyWords`). */
export const demoNavigation = ({ say }: StoryWords): NavEntry[] => [
  {
    label: say('site.nav.company'),
    items: [
      { href: '/company', label: say('site.nav.company.about') },
      { href: '/board-of-directors', label: say('site.nav.company.board') },
      { href: '/team', label: say('site.nav.company.team') },
      { href: '/career', label: say('site.nav.company.career') },
    ],
  },
  {
    label: say('site.nav.clients'),
    items: [
      { href: '/client/benefits', label: say('site.nav.clients.benefits') },
      { href: '/lease-takeover', label: say('site.nav.clients.takeovers') },
      { href: '/client/login', label: say('site.nav.clients.signIn') },
    ],
  },
  {
    label: say('site.nav.investors'),
    items: [
      { href: '/corporate-profile', label: say('site.nav.investors.profile') },
      { href: '/press-releases', label: say('site.nav.investors.press') },
      { href: 'https://www.sedarplus.ca', label: say('site.nav.investors.sedar'), isExternal: true },
    ],
  },
  { href: '/contact-us', label: say('site.nav.contact') },
];

/**
 * A flat skyline as an image, so the hero stories need no image files (flat colours also keep their
 * screenshot baselines small).
 */
export const demoHeroImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">' +
      '<rect width="1600" height="600" fill="#0B7A75"/>' +
      '<circle cx="1260" cy="150" r="70" fill="#F3CD8F"/>' +
      '<path d="M0 380 L180 300 L360 360 L560 260 L760 340 L980 240 L1200 330 L1400 280 L1600 340 L1600 600 L0 600 Z" fill="#0B3B60"/>' +
      '<path d="M80 600 V420 H160 V360 H220 V600 Z M300 600 V400 H380 V600 Z M620 600 V330 H700 V600 Z M1040 600 V380 H1130 V300 H1180 V600 Z M1380 600 V410 H1470 V600 Z" fill="#082D4A"/>' +
      '</svg>',
  );
