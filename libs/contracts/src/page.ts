/** One page of a keyset-paged list: `next_cursor` asks for the next page, null on the last. */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}
