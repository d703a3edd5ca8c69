import type { ReactNode } from 'react';

/** The top of an inner page: optional breadcrumb or back link, the h1 and its introduction. */
export function PageIntro({ title, intro, before, children }: { title: string; intro: string; before?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <div className="container">
        {before}
        <h1>{title}</h1>
        <p className="lead">{intro}</p>
        {children}
      </div>
    </header>
  );
}
