/** Names the browser tab after the screen, e.g. "Dashboard · Customer Portal". */
import { useEffect } from 'react';

export const APP_TITLE = 'Customer Portal';

export function useDocumentTitle(screenTitle: string): void {
  useEffect(() => {
    document.title = `${screenTitle} · ${APP_TITLE}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [screenTitle]);
}
