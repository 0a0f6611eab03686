import { runGroup } from './runGroup';

runGroup('releases');
