import type { Decorator, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';

import { englishAreas } from '../packages/domain/src/catalogue/areas.ts';
import { isLocale, loadLocale, localeNames, locales, setActiveLocale } from '../packages/domain/src/index.ts';
import { translated } from '../packages/domain/src/locale.ts';
import { formatMessage } from '../packages/domain/src/message-format.ts';
// The barrel imports the reset first, then the theme and the components' CSS.
import { UIProvider } from '../packages/ui/src/index.ts';
import { uiWordsOf } from '../packages/app-kit/src/uiWords.ts';
import type { StoryWords } from '../packages/ui/src/storybook/words.ts';
import { compareWithBaseline, prepareCanvas } from './visual.ts';

/** Every story runs inside the provider, as in the apps. Links report navigation instead of leaving. */
const withUIProvider: Decorator = (Story, { globals }) => (
  <UIProvider
    navigate={action('navigate')}
    locale={isLocale(globals['locale']) ? globals['locale'] : 'en-CA'}
    words={uiWordsOf()}
  >
    <Story />
  </UIProvider>
);

/** Every message of the catalogue by its key, whatever its area. */
const catalogue: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(englishAreas));

/** The words of the stories in `locale`: the design system's, and the catalogue's by key. */
function storyWordsIn(locale: string): StoryWords {
  return {
    ui: uiWordsOf(),
    say: (key, values = {}) => {
      const english = catalogue[key];
      if (english === undefined) throw new Error(`No message ${key} in the catalogue`);
      return formatMessage(translated(key, english, locale), values, locale);
    },
  };
}

/** The language of the stories: the toolbar's, or the French story tests' (`vitest.storybook-fr.config.ts`). */
const storyLocale = (globalThis as { __sfiStoryLocale?: string }).__sfiStoryLocale;

const preview: Preview = {
  decorators: [withUIProvider],
  globalTypes: {
    locale: {
      description: 'The language of the words in the stories',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: localeNames[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: isLocale(storyLocale) ? storyLocale : 'en-CA' },
  // The stories' words in the chosen language: its tables of every area the stories use, loaded first.
  // The design system's stories, which do not import the domain, get them as `loaded.words`
  // (`storyWords` of packages/ui/src/storybook/words.ts).
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals['locale']) ? globals['locale'] : 'en-CA';
      await loadLocale(locale);
      setActiveLocale(locale);
      document.documentElement.lang = locale;
      return { words: storyWordsIn(locale) };
    },
  ],
  beforeEach: (context) => {
    prepareCanvas(context);
    // Start each story without react-aria's live announcer from the story before: its messages point
    // (by id) at elements that no longer exist, which the accessibility check would report.
    for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
  },
  // In the story tests: compare the story with its screenshot baseline once its play function is done
  // (Storybook pauses animations at their end first). Elsewhere this does nothing.
  afterEach: async (context) => {
    await compareWithBaseline(context);
  },
  parameters: {
    layout: 'padded',
    // Named sizes for stories that depend on the width (`globals: { viewport: { value: 'phone' } }`); the
    // story tests render at these sizes too.
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (820 × 1024)', styles: { width: '820px', height: '1024px' }, type: 'tablet' },
        desktop: {
          name: 'Desktop (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        wide: { name: 'Wide (1920 × 1080)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
    controls: { expanded: true, sort: 'requiredFirst' },
    // Accessibility violations fail the story tests. react-aria's live announcer is left out, as in
    // the e2e (e2e/axe.ts): after a pending button has announced itself and gone, its hidden,
    // transient entry points at a label that no longer exists.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Components'] },
    },
  },
};

export default preview;
