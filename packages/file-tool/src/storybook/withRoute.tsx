import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ViewerProvider, type Viewer } from '@sfi/api-client/react';
import { filePathsUnder } from '../paths.ts';

/** The paths the stories serve the file screens at: the staff console's. */
export const storyPaths = filePathsUnder('/staff/files');

/** Where a story's screen is routed and opened. */
export interface StoryRoute {
  /** The route's pattern, such as `/staff/files/:fileNo`. @default '/staff/files' */
  path?: string;
  /** The address it opens at, with its query. @default the path */
  url?: string;
  /** Who is signed in. @default a member of staff */
  viewer?: Viewer;
}

/** The stories' member of staff, and a file-tool dealer. */
export const storyStaff: Viewer = { audience: 'staff', id: 'story-staff', roles: [] };
export const storyDealer: Viewer = { audience: 'dealer', id: 'story-dealer', roles: [] };

/** Moves the story's router through its history, as the browser's Back and Forward do. */
let goInHistory: ((delta: number) => void) | undefined;

/** The address the router is at, for plays that check it (not shown). */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    goInHistory = (delta) => void navigate(delta);
  }, [navigate]);
  return <output data-testid="address" hidden>{`${pathname}${search}`}</output>;
}

/**
 * Renders the story's screen in a router at `parameters.route` (an in-memory history, so what the
 * search shows lives in its address as in the apps), as the story's signed-in user.
 */
export const withRoute: Decorator = (Story, { parameters }) => {
  const { path = storyPaths.list, url = path, viewer = storyStaff } = (parameters.route ?? {}) as StoryRoute;
  return (
    <ViewerProvider viewer={viewer}>
      <MemoryRouter initialEntries={[url]}>
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
      </MemoryRouter>
    </ViewerProvider>
  );
};

/** The address the story's router is at: path and query. */
export function storyAddress(): string {
  return document.querySelector('[data-testid="address"]')?.textContent ?? '';
}

/** Goes `delta` entries through the story's history: -1 is the browser's Back. */
export function storyGo(delta: number): void {
  goInHistory?.(delta);
}
