import { Globe, GraduationCap, MapPin, Palette, Share2, Target, type LucideIcon } from 'lucide-react';
import type { Service } from '../content/services';

const ICONS: Record<Service['icon'], LucideIcon> = {
  target: Target,
  palette: Palette,
  'share-2': Share2,
  'map-pin': MapPin,
  globe: Globe,
  'graduation-cap': GraduationCap,
};

/** A service's icon as inline SVG, decorative: the title says what it is. */
export function ServiceIcon({ icon }: { icon: Service['icon'] }) {
  const Icon = ICONS[icon];
  return <Icon className="icon" aria-hidden="true" focusable="false" />;
}
