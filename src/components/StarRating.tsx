import { Icon } from './Icon';

/** Five stars drawn for the eye, with the rating said in words for screen readers. */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon name="star" key={index} className={index < rating ? 'star star-on' : 'star'} />
      ))}
    </p>
  );
}
