// Makes sure Debian's redis-server is installed before the unit tests: the shared cache
// handler's tests start a real Redis (tests/unit/server/cache-handler.test.ts), and the
// cluster tests need it later. Run by `npm run test:unit`, so no test skips for want of it.
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

ensureDebianPackage("redis-server", "/usr/bin/redis-server", "the shared cache handler's unit tests and the cluster start it");
