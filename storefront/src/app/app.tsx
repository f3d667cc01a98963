import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { keyHistoryEntry } from '../platform/history-entry';
import { finishHydration, isHydrating } from '../platform/hydration';
import { routes } from './routes';

keyHistoryEntry();
const router = createBrowserRouter(routes);

/** Rendered before the router, so that its layout effect runs before the router's in the same commit. */
function NoteScrollBeforeHydration({ scrollRef }: { scrollRef: RefObject<number | null> }) {
  useLayoutEffect(() => {
    if (isHydrating()) scrollRef.current = window.scrollY;
  }, [scrollRef]);
  return null;
}

export function App() {
  const scrollBeforeHydration = useRef<number | null>(null);
  // After the first commit (hydration of server HTML included) the stores read browser storage; in a
  // layout effect, so the stored cart replaces the server's empty one before the browser paints.
  useLayoutEffect(() => {
    // Server HTML was on screen before the app: the browser placed it (top, #section, or where the
    // shopper was) and the shopper may have scrolled since. ScrollRestoration scrolls a new entry to the
    // top as it mounts; a tap below the fold then landed on whatever scrolled there. This puts the page
    // back; a position the router restores for reload or Back comes in a later commit and still wins.
    if (scrollBeforeHydration.current !== null) window.scrollTo(window.scrollX, scrollBeforeHydration.current);
    finishHydration();
  }, []);
  return (
    <>
      <NoteScrollBeforeHydration scrollRef={scrollBeforeHydration} />
      <RouterProvider router={router} />
    </>
  );
}
