import type { ReactNode } from 'react';

/**
 * What the browser prints: only this area, black on white whatever the theme, without the
 * shell's sidebar and header (print CSS hides everything else on the page). `.ff-no-print`
 * inside it (buttons, filters) stays off paper; `.ff-print-only` shows on paper only.
 */
const PRINT_CSS = `
.ff-print-only { display: none; }
@media print {
  @page { margin: 12mm; }
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body * { visibility: hidden !important; }
  .ff-print-area, .ff-print-area * { visibility: visible !important; }
  .ff-print-area { position: absolute; left: 0; top: 0; width: 100%; padding: 0 !important; margin: 0 !important; }
  .ff-print-area, .ff-print-area * { color: #000 !important; background: transparent !important; box-shadow: none !important; border-color: #999 !important; }
  .ff-no-print { display: none !important; }
  .ff-print-only { display: block; }
  .ff-print-area table { break-inside: auto; }
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
