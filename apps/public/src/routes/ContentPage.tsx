import { useState } from 'react';
import { readPage } from '../content/page.ts';
import { ContentView } from '../content/ContentView.tsx';

/**
 * Every content page (content/*.md): pre-rendered at build time, so its text is in the document, not
 * in this code. It reads the page back from the document and hydrates it.
 */
export default function ContentPage() {
  const [page] = useState(() => readPage(document));
  return <ContentView page={page} />;
}
