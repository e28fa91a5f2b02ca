import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { demoHeroImage } from '../../storybook/fixtures.tsx';
import { Button } from '../Button/Button.tsx';
import { headingLevels } from '../Heading/Heading.tsx';
import { storyWords } from '../../storybook/words.ts';
import { HeroBanner } from './HeroBanner.tsx';

type Context = { loaded: Record<string, unknown> };

/** The public site's "Board of directors" page title, in the story's language. */
const board = (context: Context) => storyWords(context).say('site.nav.company.board');

const meta = {
  title: 'Components/HeroBanner',
  component: HeroBanner,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The band at the top of a public page: a background image with alt text and the page’s title (its level 1 heading), over a navy tint that keeps white text readable on any photo. ' +
          'Use it on the public site’s content pages. Do not use it on the home page or in the portals (doc 1: not on `/` or paths with “portal” or “lease-generation”), ' +
          'and do not put essential information only in the image.',
      },
    },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: headingLevels } },
  args: {
    imageSrc: demoHeroImage,
    imageAlt: 'The Vancouver skyline at dusk',
  },
  // Titled with a page of the public site, in the story's language, unless the story gives its own.
  render: (args, context) => <HeroBanner {...args} title={args.title ?? board(context)} />,
} satisfies Meta<typeof HeroBanner>;

export default meta;
// The title comes from the render, not from the args.
type Story = StoryObj<typeof HeroBanner>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: board({ loaded }) })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'The Vancouver skyline at dusk' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { subtitle: 'The people who guide our strategy and oversee our governance.', headingLevel: 2 },
};

export const WithActions: Story = {
  name: 'With a subtitle and an action',
  args: {
    title: 'Take over a lease',
    subtitle: 'Drive a well-kept vehicle for the rest of someone else’s term.',
    actions: <Button variant="secondary">See available vehicles</Button>,
  },
};

export const DecorativeImage: Story = {
  name: 'Decorative image',
  args: { imageAlt: '' },
  play: async ({ canvasElement }) => {
    // An empty alt takes the image out of the accessibility tree.
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  name: 'Long title',
  args: { title: 'Environmental, social and governance commitments for vehicle lease financing in Canada' },
};

export const ResponsiveImage: Story = {
  name: 'Responsive image',
  render: (args, context) => (
    <HeroBanner {...args} title={storyWords(context).say('site.nav.investors.profile')} />
  ),
  args: {
    imageSrcSet: `${demoHeroImage} 1600w`,
    imageSources: [{ type: 'image/svg+xml', srcSet: `${demoHeroImage} 1600w` }],
    imageWidth: 1600,
    imageHeight: 600,
  },
  play: async ({ canvasElement }) => {
    // The largest paint of a public page: fetched first, its size known before it arrives, offered in
    // each format best first (a real page gives AVIF, then WebP), as wide as the screen needs.
    const image = within(canvasElement).getByRole('img', { name: 'The Vancouver skyline at dusk' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '600');
    await expect(image).toHaveAttribute('sizes', '100vw');
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('type', 'image/svg+xml');
    await expect(source).toHaveAttribute('sizes', '100vw');
  },
};
