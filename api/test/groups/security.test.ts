import { runGroup } from './runGroup';

runGroup('security');
