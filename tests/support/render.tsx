import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Stands in for every page the tested screen may navigate to. */
export function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

interface RenderOptions {
  /** A page visited before `url`, so going back one step has somewhere to go. */
  from?: string;
}

/** Renders `element` at `url` (matched by `pattern`), with every other path showing the location. */
export function renderAt(element: ReactElement, url: string, pattern = url.split(/[?#]/, 1)[0], { from }: RenderOptions = {}) {
  const entries = from ? [from, url] : [url];
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}
