-- A bell item about a work order names the work order ('WO-1000042-1'), not its sales order
-- ('1000042'): the bell cut the sales order's number out of the words and read 'WO--1'. Items
-- written before this change get the work order's number too.
UPDATE notifications n SET order_no = 'WO-' || w.work_order_no
  FROM work_orders w
 WHERE n.notification_work_order_id = w.id
   AND n.order_no IS DISTINCT FROM 'WO-' || w.work_order_no;
