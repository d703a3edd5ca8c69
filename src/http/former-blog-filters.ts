import { categoryRouteId, formerFilter } from '../content/blog-categories';
import { linkTo, servedPath } from '../routes';

/**
 * Where an address of the blog filtered through its query leads now
 * (`/blog?categorie=seo-local`, as the blog's links wrote it before its
 * categories had pages of their own): that category's page, the query's
 * other parameters kept (`/blog/categorie/seo-local`). None for any other
 * address, nor for an unknown category, whose blog shows every article as it
 * always did.
 */
export function formerFilterAddress(path: string, query: URLSearchParams): string | undefined {
  const served = servedPath(path);
  if (served?.route.kind !== 'blog') return undefined;
  const former = formerFilter(query, served.language);
  if (!former) return undefined;
  const rest = new URLSearchParams(query);
  rest.delete(former.param);
  return linkTo(categoryRouteId(former.category), served.language) + (rest.size > 0 ? `?${rest}` : '');
}
