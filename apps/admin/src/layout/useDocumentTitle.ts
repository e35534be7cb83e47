import { useEffect } from 'react';

/** Sets the tab's title to `<page name> - 管理后台` (admin.md § Where it lives). */
export function useDocumentTitle(pageName: string): void {
  useEffect(() => {
    document.title = `${pageName} - 管理后台`;
  }, [pageName]);
}
