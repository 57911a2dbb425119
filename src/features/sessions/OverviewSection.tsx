import type { ReactNode } from 'react';

/** One titled part of the overview below the next step: a heading, a line on what it shows, then its content. */
export function OverviewSection({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-4">
      <h2 id={id} className="h5">
        {title}
      </h2>
      <p className="small text-body-secondary">{intro}</p>
      {children}
    </section>
  );
}
