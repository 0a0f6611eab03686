import { runGroup } from './runGroup';

runGroup('vendor');
