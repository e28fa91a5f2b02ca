import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Which side a signed-in user works on: the provider's staff, or a dealer. */
export type Audience = 'staff' | 'dealer';

/**
 * Who is signed in, as the feature packages' screens see them: the one shape every app gives them
 * through one {@link ViewerProvider}, and every feature package reads with {@link useViewer}.
 */
export interface Viewer {
  /**
   * `staff` in the staff console (the quote tool's SFI mode; staff change files and open chat
   * rooms), `dealer` in the dealer app (DEALER mode; a file-tool dealer reads their files).
   */
  audience: Audience;
  /** Their user id: their own messages, the revisions they own. */
  id: string;
  /** Their roles: a quote-tool super admin acts on anyone's revisions (doc 1 §6). */
  roles: readonly string[];
  /** A lease-quote dealer: their dealership's flag that turns the dealer's workflow steps on (doc 1 §4). */
  dealerStepsEnabled?: boolean;
}

const ViewerContext = createContext<Viewer | undefined>(undefined);

/**
 * Tells the feature packages' screens below it who is signed in; each app mounts it once, where its
 * session is known. Without one, nobody is: the quote tool then runs in DEALER mode and changes
 * nothing, and the file tool and the chat refuse to render.
 */
export function ViewerProvider({ viewer, children }: { viewer: Viewer | undefined; children?: ReactNode }) {
  // The same viewer (by value) stays the same object, so nothing below reruns for a new literal.
  const { audience, id, roles, dealerStepsEnabled } = viewer ?? {};
  const value = useMemo(
    () =>
      audience === undefined || id === undefined || roles === undefined
        ? undefined
        : { audience, id, roles, ...(dealerStepsEnabled !== undefined && { dealerStepsEnabled }) },
    [audience, id, roles, dealerStepsEnabled],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/** The signed-in user given to the nearest {@link ViewerProvider}; undefined without one. */
export function useViewer(): Viewer | undefined {
  return useContext(ViewerContext);
}

/** The signed-in user of the nearest {@link ViewerProvider}, for a screen that needs one. */
export function useSignedInViewer(screen: string): Viewer {
  const viewer = useViewer();
  if (!viewer) throw new Error(`${screen} needs a <ViewerProvider> with the signed-in user above it.`);
  return viewer;
}
