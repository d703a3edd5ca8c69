// Behaviour added on top of the server-rendered HTML, one module per behaviour,
// each finding its elements by a data attribute. Every page works without it.
import './styles.css';
import { setupAccordions } from './accordion';
import { setupAudience } from './audience';
import { setupCookieConsent } from './cookie-consent';
import { setupMenus } from './header-menus';
import { setupVideoStarts } from './video-start';
import { redirectLegacyHash } from './legacy-hash';
import { logNotFound } from './not-found';
import { setupReveal } from './reveal';
import { setupScrollLinks } from './scroll-link';

redirectLegacyHash();
setupCookieConsent();
setupAudience();
setupAccordions();
setupMenus();
setupScrollLinks();
setupVideoStarts();
setupReveal();
logNotFound();
