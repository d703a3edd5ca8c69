import type { ReactNode } from 'react';

interface PageIntroProps {
  title: string;
  intro: string;
  /** Above the title: a breadcrumb or a back link. */
  before?: ReactNode;
  /** Beside the text on wide screens, below it on narrow ones: an illustration. */
  art?: ReactNode;
  children?: ReactNode;
}

/** The top of an inner page: optional breadcrumb or back link, the h1 and its introduction. */
export function PageIntro({ title, intro, before, art, children }: PageIntroProps) {
  const text = (
    <>
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {children}
    </>
  );
  return (
    <header className="page-intro">
      <div className="container">
        {before}
        {art ? (
          <div className="page-intro-art">
            <div>{text}</div>
            {art}
          </div>
        ) : (
          text
        )}
      </div>
    </header>
  );
}
