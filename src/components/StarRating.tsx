import { Star } from 'lucide-react';

/** Five stars drawn for the eye, with the rating said in words for screen readers. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} className={index < rating ? 'star star-on' : 'star'} aria-hidden="true" focusable="false" />
      ))}
    </p>
  );
}
