/**
 * For a story that checks an animation itself (its duration, its iterations): the story tests end
 * every animation and transition as it starts (`.storybook/vitest.setup.ts`), unless the story keeps
 * them with `beforeEach: keepMotion`. Elsewhere (Storybook itself) nothing changes.
 */
export function keepMotion() {
  document.documentElement.dataset['storyMotion'] = 'kept';
  return () => {
    delete document.documentElement.dataset['storyMotion'];
  };
}
