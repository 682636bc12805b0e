import type { ReactNode } from 'react';

/**
 * What the browser prints: only this area, black on white whatever the theme, without the
 * shell's sidebar and header (print CSS leaves off everything that neither holds nor is inside it). `.ff-no-print`
 * inside it (buttons, filters) stays off paper; `.ff-print-only` shows on paper only.
 */
const PRINT_CSS = `
.ff-print-only { display: none; }
@media print {
  @page { margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  /* Everything that neither holds the area nor is inside it is left off paper (sidebar, header, footer)… */
  body *:not(:has(.ff-print-area)):not(.ff-print-area):not(.ff-print-area *) { display: none !important; }
  /* …and what holds it lays out as plain blocks on white: no fixed columns, no scroll boxes, no theme. */
  body *:has(.ff-print-area) { position: static !important; display: block !important; margin: 0 !important; padding: 0 !important; width: auto !important; min-width: 0 !important; max-width: none !important; height: auto !important; min-height: 0 !important; overflow: visible !important; background: #fff !important; box-shadow: none !important; border: 0 !important; }
  .ff-print-area, .ff-print-area * { color: #000 !important; background: transparent !important; box-shadow: none !important; border-color: #999 !important; }
  .ff-no-print { display: none !important; }
  .ff-print-only { display: block; }
  .ff-print-area tr { break-inside: avoid; }
}`;

export function PrintArea({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="ff-print-area" data-testid={testId}>
      <style>{PRINT_CSS}</style>
      {children}
    </div>
  );
}
