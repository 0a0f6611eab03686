import { runGroup } from './runGroup';

runGroup('carts');
