import type { ResolvedConfig } from './config';
import type { Db } from './db/types';
import type { PushRuntime } from './push/runtime';

/** What every route and domain module receives: the database, the resolved config, the push runtime. */
export interface AppContext {
  db: Db;
  config: ResolvedConfig;
  /** The embedded push server and the publisher. */
  push: PushRuntime;
}
