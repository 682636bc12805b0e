/**
 * Issue 17 words the vendor remote's entry needs on any page: the "Dispatch board" link (Orders
 * and the dashboard) and the notices of a declined assignment and a taken offer (the remote's
 * background). A file of its own, so the entry never holds the pages' words (vendor-dispatch.ts,
 * added by the order, assign and settings chunks).
 */
export const vendorDispatchEntryEn = {
  dispatchBoard: 'Dispatch board',
  dispatchNotices: {
    declined: '{{name}} declined {{invoice}}: {{reason}}',
    offerTaken: '{{name}} took {{invoice}}',
    someone: 'A technician',
  },
} as const;
