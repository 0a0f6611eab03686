import { runGroup } from './runGroup';

runGroup('workOrders');
