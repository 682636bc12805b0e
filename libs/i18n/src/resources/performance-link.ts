/**
 * The link to /technicians/performance on the roster and each technician's page: in the vendor
 * remote's entry. A file of its own, so the entry never holds the page's words
 * (vendor-performance.ts, added by the page's chunk).
 */
export const performanceLinkEn = { performanceLink: 'Performance' } as const;
