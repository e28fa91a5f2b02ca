/**
 * `parameters.visual` of a story: how the story tests compare it with its screenshot baseline.
 *
 *   parameters: { visual: { target: 'page' } }   // an open overlay: capture the page, not the story root
 *   parameters: { visual: { disable: true } }    // nothing stable to capture
 */
export interface VisualParameters {
  /**
   * `story` captures the story's root element; `page` the whole viewport, for stories whose content
   * renders outside the root (open dialogs, popovers, menus, drawers).
   * @default 'story'
   */
  target?: 'story' | 'page';
  /** Skip the comparison for this story. */
  disable?: boolean;
}

type Compare = (context: {
  id: string;
  canvasElement: unknown;
  parameters: { visual?: VisualParameters };
}) => Promise<void>;

const testHook = () => (globalThis as { __sfiCompareWithBaseline?: Compare }).__sfiCompareWithBaseline;

/**
 * In the story tests, pads the story's root as Storybook's `layout: 'padded'` pads its canvas, so a
 * story looks (and is captured) as in Storybook. In Storybook itself, the canvas is already padded.
 */
export function prepareCanvas(context: { canvasElement: unknown; parameters: { layout?: string } }) {
  if (!testHook() || context.parameters.layout === 'fullscreen') return;
  const canvas = context.canvasElement as HTMLElement;
  canvas.style.padding = '1rem';
}

/** Runs the comparison when the story tests provide it (see `vitest.setup.ts`); a no-op in Storybook. */
export async function compareWithBaseline(context: Parameters<Compare>[0]) {
  await testHook()?.(context);
}
