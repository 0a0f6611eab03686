import { runGroup } from './runGroup';

runGroup('storeVendors');
