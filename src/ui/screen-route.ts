/** A routed screen of the shell: its spec 2.2 path and how it renders from the path's parameters. */
import type { ReactNode } from 'react';

export interface ScreenRoute {
  path: string;
  /** Parameters arrive decoded (src/app/route-params.ts). */
  render(params: Readonly<Record<string, string>>): ReactNode;
}
