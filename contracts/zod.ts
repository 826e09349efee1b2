// The one place contracts, machines and the SPA get zod's `z` from (tests/lint keeps it so).
// Zod 4 compiles object parsers with `new Function`, after probing once whether eval is allowed;
// under the SPA's Content-Security-Policy (no 'unsafe-eval') that probe is reported as an `eval`
// violation on every page. jitless: no probe and no generated code, anywhere. Because every module
// that builds a schema imports `z` from here, the setting is in place before the first schema exists
// (zod reads it when an object schema is created, not when it parses).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
