import { runGroup } from './runGroup';

runGroup('orders');
