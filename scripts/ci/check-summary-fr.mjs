/**
 * French texts of the pull request check's summary (scripts/ci/check-summary.mjs),
 * which the owner reads when a draft cannot be published.
 * French typography: a no-break space (U+00A0) before « : ; ? ! » and inside « ».
 */
export const CHECK_SUMMARY_FR = {
  passedTitle: '## Vérification réussie',
  passed: 'Les textes et le site sont corrects\u00a0: ce brouillon peut être publié.',
  failedTitle: '## Ce brouillon ne peut pas encore être publié',
  contentFailed:
    'La vérification des textes a trouvé ce qu’il faut corriger, ci-dessous. Corrigez-le dans l’éditeur et enregistrez\u00a0: la vérification repart d’elle-même, et le brouillon peut être publié dès qu’elle réussit.',
  columns: '| Où | Ligne | Ce qu’il faut changer |\n|---|---|---|',
  englishNote: 'Les explications de la dernière colonne sont celles de la vérification, en anglais\u00a0; les mots entre guillemets sont ceux de votre texte.',
  siteFailed:
    'Vos textes sont corrects, mais un test du site a échoué. Ce n’est pas à vous de le corriger\u00a0: prévenez la personne qui s’occupe du site en lui donnant l’adresse de cette page.',
  noLine: '—',
  /** The commit status's description, beside the draft in the editor (at most 140 characters). */
  statusPassed: 'Textes et site corrects\u00a0: le brouillon peut être publié.',
  statusContent: (count) => (count === 1 ? 'Un point à corriger dans vos textes\u00a0: cliquez pour le voir.' : `${count} points à corriger dans vos textes\u00a0: cliquez pour les voir.`),
  statusSite: 'Un test du site a échoué\u00a0: prévenez la personne qui s’occupe du site.',
  /** Where a file is, in her words: its kind of page, its name, its language. */
  article: (id, language) => `l’article «\u00a0${id}\u00a0», version ${language}`,
  page: (id, language) => `la page «\u00a0${id}\u00a0», version ${language}`,
  service: (id, language) => `le service «\u00a0${id}\u00a0», version ${language}`,
  legal: (id, language) => `la page légale «\u00a0${id}\u00a0», version ${language}`,
  home: (language) => `la page d’accueil, version ${language}`,
  file: 'le fichier',
  languages: { fr: 'française', en: 'anglaise', es: 'espagnole' },
};
