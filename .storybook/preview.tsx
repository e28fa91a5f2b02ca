import type { Decorator, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';

// The barrel imports the reset first, then the theme and the components' CSS.
import { UIProvider } from '../packages/ui/src/index.ts';

/** Every story runs inside the provider, as in the apps. Links report navigation instead of leaving. */
const withUIProvider: Decorator = (Story) => (
  <UIProvider navigate={action('navigate')}>
    <Story />
  </UIProvider>
);

const preview: Preview = {
  decorators: [withUIProvider],
  beforeEach: () => {
    // Start each story without react-aria's live announcer from the story before: its messages point
    // (by id) at elements that no longer exist, which the accessibility check would report.
    for (const node of document.querySelectorAll('[data-live-announcer]')) node.remove();
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Components'] },
    },
  },
};

export default preview;
