import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ViewerProvider, type Viewer } from '@sfi/api-client/react';
import { staffViewer } from './fixtures.ts';

/** Where a story's chat is routed and opened. */
export interface StoryRoute {
  /** The chat's base: `/staff/chat` or `/dealer/chat`. @default '/staff/chat' */
  base?: string;
  /** The address it opens at. @default the base */
  url?: string;
  /** Who is signed in. @default the stories' member of staff */
  viewer?: Viewer;
}

/** The address the router is at, for plays that check it (not shown). */
function CurrentAddress() {
  const { pathname } = useLocation();
  return (
    <output data-testid="address" hidden>
      {pathname}
    </output>
  );
}

/** Links go through the story's router, as `UIProvider`'s `navigate` sends them through the app's. */
function StoryLinks({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return <RouterProvider navigate={(to) => void navigate(to)}>{children}</RouterProvider>;
}

/**
 * Renders the story's chat in an in-memory router at `parameters.route`: the list at the base and
 * each room below it, so a room's link opens the room and "All conversations" goes back; as the
 * story's signed-in user.
 */
export const withChatRoute: Decorator = (Story, { parameters }) => {
  const { base = '/staff/chat', url = base, viewer = staffViewer } = (parameters.route ?? {}) as StoryRoute;
  const screen = (
    <StoryLinks>
      <Story />
      <CurrentAddress />
    </StoryLinks>
  );
  return (
    <ViewerProvider viewer={viewer}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={base} element={screen} />
          <Route path={`${base}/:roomId`} element={screen} />
        </Routes>
      </MemoryRouter>
    </ViewerProvider>
  );
};

/** The address the story's router is at. */
export function storyAddress(): string {
  return document.querySelector('[data-testid="address"]')?.textContent ?? '';
}
