import { runGroup } from './runGroup';

runGroup('files');
