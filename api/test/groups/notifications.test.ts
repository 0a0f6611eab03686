import { runGroup } from './runGroup';

runGroup('notifications');
