import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { withTranslations } from '@sfi/domain';
import { useHydrated } from '../shell/useHydrated.ts';
import type { SlotName } from './page.ts';
import { slotComponents } from './slots.ts';

const loaded = new Map<SlotName, LazyExoticComponent<ComponentType>>();

/**
 * The component registered for a slot (slots.ts), loaded once the page has hydrated; nothing when
 * none is. The pre-rendered page leaves the slot empty: a form is of no use before its script runs,
 * and a component still loading while the page pre-renders would make React give up hydrating
 * the whole page around it.
 */
export function Slot({ name }: { name: SlotName }) {
  const hydrated = useHydrated();
  const load = slotComponents[name];
  if (!load || !hydrated) return null;
  let Component = loaded.get(name);
  if (!Component) {
    Component = lazy(withTranslations(load));
    loaded.set(name, Component);
  }
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}
