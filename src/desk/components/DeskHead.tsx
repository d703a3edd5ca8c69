import type { ReactNode } from 'react';
import { SiteIcons } from '../../components/SiteIcons';
import { CLIENT_ASSETS } from '../../generated/build';
import { deskText } from '../i18n/desk-text';

interface DeskHeadProps {
  /** The page's own title, before the desk's suffix. */
  title: string;
  /** Whether the page wears the site's and the desk's stylesheets (the editor brings its own look). */
  styled?: boolean;
  /** What the page adds: its script, its configuration's link. */
  children?: ReactNode;
}

/** The `<head>` of every page of the owner's desk: French (on its `<html>`), its title with the desk's suffix, never indexed, the site's icons. */
export function DeskHead({ title, styled = true, children }: DeskHeadProps) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title} · ${deskText('desk.titleSuffix')}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <SiteIcons />
      {styled && <link rel="stylesheet" href={CLIENT_ASSETS.style.src} integrity={CLIENT_ASSETS.style.integrity} />}
      {styled && <link rel="stylesheet" href={CLIENT_ASSETS.deskStyle.src} integrity={CLIENT_ASSETS.deskStyle.integrity} />}
      {children}
    </head>
  );
}
