import { runGroup } from './runGroup';

runGroup('salesOrders');
