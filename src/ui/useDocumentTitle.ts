import { useEffect } from 'react';

/** Sets the browser tab title to "{title} · Dfuse" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Dfuse` : 'Dfuse';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
