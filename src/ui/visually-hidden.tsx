import type { ReactNode } from 'react';

/** Text for screen readers only (the .visually-hidden class of global.css). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
