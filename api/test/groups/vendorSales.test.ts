import { runGroup } from './runGroup';

runGroup('vendorSales');
