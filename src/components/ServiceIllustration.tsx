import type { ServiceId } from '../routes';

/** Drawn at 8:5; the SVG files live in assets/images/services/, one per service, named by its id. */
const WIDTH = 640;
const HEIGHT = 400;

/** Where a service's illustration is served. */
export function serviceIllustrationPath(service: ServiceId): string {
  return `/images/services/${service}.svg`;
}

/**
 * A service's illustration, decorative (the title beside it says what it is).
 * Lazy below the fold; `priority` for the one at the top of a service page.
 */
export function ServiceIllustration({ service, priority = false }: { service: ServiceId; priority?: boolean }) {
  return (
    <img
      className="service-art"
      src={serviceIllustrationPath(service)}
      width={WIDTH}
      height={HEIGHT}
      alt=""
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
