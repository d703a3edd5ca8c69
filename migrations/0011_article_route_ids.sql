-- An article's route id is now "article:" and its French file's name, the
-- translationKey the owner's text editor writes (src/desk/editor/): the
-- audience counted under the former ids is moved to the new ones, so that an
-- article's figures go on across the change. No row has a new id before this
-- runs (`npm run deploy` applies migrations before the Worker that writes them).
UPDATE audience_page_views SET route = CASE route
  WHEN 'article:business-cards' THEN 'article:cartes-visite-rendez-vous'
  WHEN 'article:coaching-pitch' THEN 'article:coaching-pitch-salon-30-minutes'
  WHEN 'article:goodies' THEN 'article:goodies-objets-publicitaires'
  WHEN 'article:google-business' THEN 'article:google-business-avis-2-heures'
  WHEN 'article:simple-website' THEN 'article:site-web-simple-efficace'
END
WHERE route IN ('article:business-cards', 'article:coaching-pitch', 'article:goodies', 'article:google-business', 'article:simple-website');

UPDATE audience_conversions SET route = CASE route
  WHEN 'article:business-cards' THEN 'article:cartes-visite-rendez-vous'
  WHEN 'article:coaching-pitch' THEN 'article:coaching-pitch-salon-30-minutes'
  WHEN 'article:goodies' THEN 'article:goodies-objets-publicitaires'
  WHEN 'article:google-business' THEN 'article:google-business-avis-2-heures'
  WHEN 'article:simple-website' THEN 'article:site-web-simple-efficace'
END
WHERE route IN ('article:business-cards', 'article:coaching-pitch', 'article:goodies', 'article:google-business', 'article:simple-website');
