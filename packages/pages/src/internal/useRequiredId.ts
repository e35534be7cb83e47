import { useSearchParams } from 'react-router';

/** The `id` query parameter of a detail route (ids are opaque strings). */
export function useRequiredId(): string {
  const [params] = useSearchParams();
  return params.get('id') ?? '';
}
