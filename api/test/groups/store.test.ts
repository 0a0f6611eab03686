import { runGroup } from './runGroup';

runGroup('store');
