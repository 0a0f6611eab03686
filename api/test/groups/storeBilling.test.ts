import { runGroup } from './runGroup';

runGroup('storeBilling');
