import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** An old link (`/#/artWorks/detail?id=1`) lands on its path URL, by one history replace inside the page. */
export function useOldHashLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const { hash } = window.location;
    if (hash.startsWith('#/')) void navigate(hash.slice(1), { replace: true });
  }, [navigate]);
}
