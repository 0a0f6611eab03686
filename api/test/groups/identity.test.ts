import { runGroup } from './runGroup';

runGroup('identity');
