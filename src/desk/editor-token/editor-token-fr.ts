/**
 * French texts of the editor's sign-in window (keys start with `editorToken.`),
 * read by the owner: what happened, and what she can do about it.
 * French typography: a no-break space (U+00A0) before « : ; ? ! » and inside « ».
 */
export const EDITOR_TOKEN_FR = {
  'editorToken.title': 'Connexion à l’éditeur des textes',
  'editorToken.working': 'Connexion à l’éditeur des textes…',
  'editorToken.done': 'Vous êtes connectée. Cette fenêtre va se fermer.',
  'editorToken.noOpener': 'Cette fenêtre s’ouvre d’elle-même quand vous cliquez sur «\u00a0Se connecter\u00a0» dans l’éditeur des textes.',
  'editorToken.openEditor': 'Ouvrir l’éditeur des textes',
  'editorToken.failed': 'La connexion n’a pas abouti. Fermez cette fenêtre et cliquez de nouveau sur «\u00a0Se connecter\u00a0».',
  'editorToken.notConfigured':
    'La publication n’est pas encore réglée sur ce site\u00a0: l’éditeur ne peut pas encore enregistrer vos textes. Prévenez la personne qui s’occupe du site.',
  'editorToken.refused':
    'GitHub, où sont rangés les textes du site, a refusé l’accès au site\u00a0: l’éditeur ne peut pas enregistrer vos textes. Prévenez la personne qui s’occupe du site.',
  'editorToken.unavailable': 'GitHub, où sont rangés les textes du site, ne répond pas pour le moment. Réessayez de vous connecter dans quelques minutes.',
  'editorToken.crossSite': 'Cette demande ne vient pas de l’éditeur des textes\u00a0: elle est refusée.',
} as const;
