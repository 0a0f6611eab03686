import { runGroup } from './runGroup';

runGroup('payments');
