// What a charge's work-order number names, for the customer.

/**
 * The service names a charge's work-order number names (`c` is the charges table's name in the
 * query): a real work order's lines ('WO-1000042-1' = work order 1000042-1), else the order line
 * at that position (the older 'WO-<order_no>-<line position>').
 */
export const chargeItemNameSql = (c: string) => `coalesce(
  (SELECT string_agg(l.service_name, ', ' ORDER BY l.id) FROM work_orders w
     JOIN work_order_lines wl ON wl.work_order_id = w.id JOIN sales_order_lines l ON l.id = wl.sales_order_line_id
     WHERE w.sales_order_id = ${c}.sales_order_id AND 'WO-' || w.work_order_no = ${c}.work_order_item_number),
  (SELECT l.service_name FROM (SELECT x.service_name, row_number() OVER (ORDER BY x.id) AS position
       FROM sales_order_lines x WHERE x.sales_order_id = ${c}.sales_order_id) l
     WHERE ${c}.work_order_item_number ~ '^WO-[0-9]{7}-[0-9]{1,3}$'
       AND l.position = split_part(${c}.work_order_item_number, '-', 3)::int))`;
