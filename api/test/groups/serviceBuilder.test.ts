import { runGroup } from './runGroup';

runGroup('serviceBuilder');
