/**
 * Every number a live customer is reached at, as a subquery (alias it): its own (`customers.phone`,
 * `primary` true) and its others (`customer_phones`), columns customer_id, vendor_id, phone, primary.
 * The one way every match by phone reads them: an incoming text (issue 15), the Unknown SMS queue's
 * candidates, an order's find-or-create of its customer, PATCH's PHONE_IN_USE, the duplicates.
 * A merged customer's own number is not here: the customer it was merged into holds it now.
 */
export const CUSTOMER_NUMBERS = `(
  select c.id as customer_id, c.vendor_id, c.phone, true as "primary" from customers c where c.merged_into is null
  union all
  select p.customer_id, p.vendor_id, p.phone, false from customer_phones p
)`;
