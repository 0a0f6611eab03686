import { runGroup } from './runGroup';

runGroup('vendorEstimates');
