/**
 * Queues that one module writes to and another works: the writer needs only the name (and so no
 * import of the worker's module, which may import the writer's). The worker registers the queue
 * with its handler under the same name.
 */
export const ORDER_FINANCIALS_QUEUE = { name: 'order-financials' } as const;

/** What an order-financials job carries: the completion to calculate. */
export interface OrderFinancialsJob {
  completion_id: string;
}
