/** Where the order page's "Message customer" lands: `/customers/:id#messages` scrolls to the thread. */
export const THREAD_ANCHOR = 'messages';
