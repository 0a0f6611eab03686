import { runGroup } from './runGroup';

runGroup('vendorBilling');
