import { useState } from 'react';
import { readPage } from '../content/page.ts';
import { HomeView } from './HomeView.tsx';

/** The home page: pre-rendered from content/home.md at build time, read back from the document. */
export default function Home() {
  const [page] = useState(() => readPage(document));
  return <HomeView page={page} />;
}
