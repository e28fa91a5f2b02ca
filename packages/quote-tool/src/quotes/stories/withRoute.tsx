import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ViewerProvider, type Viewer } from '@sfi/api-client/react';
import { storyUserId } from './fixtures.ts';
import { quotePathsUnder } from '../paths.ts';

/** The paths the stories serve the quote screens at: the staff console's. */
export const storyPaths = quotePathsUnder('/staff/quotes');

/** Where a story's screen is routed and opened, and in which mode. */
export interface StoryRoute {
  /** The route's pattern, such as `/staff/quotes/:id`. @default '/staff/quotes' */
  path?: string;
  /** The address it opens at, with its query. @default the path */
  url?: string;
  /** Who is signed in (staff: SFI mode; a dealer: DEALER mode). @default a super admin of staff, the stories' user */
  viewer?: Viewer;
}

/** The stories' signed-in user: a member of staff who is a super admin. */
export const storyViewer: Viewer = {
  audience: 'staff',
  id: storyUserId,
  roles: ['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'],
  dealerStepsEnabled: false,
};

/** The address the router is at, for plays that check it (not shown). */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="address" hidden>{`${pathname}${search}`}</output>;
}

/**
 * Renders the story's screen in a router at `parameters.route` (an in-memory history, so the list's
 * filters live in its address as in the apps), as the story's signed-in user.
 */
export const withRoute: Decorator = (Story, { parameters }) => {
  const { path = storyPaths.list, url = path, viewer = storyViewer } = (parameters.route ?? {}) as StoryRoute;
  return (
    <MemoryRouter initialEntries={[url]}>
      <ViewerProvider viewer={viewer}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                <Story />
                <CurrentAddress />
              </>
            }
          />
          <Route path="*" element={<CurrentAddress />} />
        </Routes>
      </ViewerProvider>
    </MemoryRouter>
  );
};

/** The address the story's router is at: path and query. */
export function storyAddress(): string {
  return document.querySelector('[data-testid="address"]')?.textContent ?? '';
}
