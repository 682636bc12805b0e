/** The words of libs/ui's shared components (every remote includes them as `kit`). */
export const kitWordsEn = {
  retry: 'Try again',
  /** An order page's way into its conversation (OrderChatButton, the host's /chat). */
  chatAboutOrder: 'Chat about this order',
  /** A busy slot (time off) that covers the whole day, in place of "00:00–00:00" (formatSpan). */
  allDay: 'All day',
  rating: {
    star: '{{value}} of 5',
    clear: 'No rating',
  },
} as const;
