import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { SlotName } from './page.ts';
import { slotComponents } from './slots.ts';

const loaded = new Map<SlotName, LazyExoticComponent<ComponentType>>();

/** The component registered for a slot (slots.ts), loaded when it first renders; nothing when none is. */
export function Slot({ name }: { name: SlotName }) {
  const load = slotComponents[name];
  if (!load) return null;
  let Component = loaded.get(name);
  if (!Component) {
    Component = lazy(load);
    loaded.set(name, Component);
  }
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}
