import { runGroup } from './runGroup';

runGroup('estimates');
