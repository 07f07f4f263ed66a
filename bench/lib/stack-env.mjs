// Imported first by bench/run.mjs: the benchmarks, and the processes they start, reach Redis the way
// the running portal's services do (its unix socket when it has one), so a peer measured here
// travels the same path as the code it is compared with.
import { localRedisUrl } from '../../scripts/lib/redis.mjs';

process.env.REDIS_URL ||= localRedisUrl();
