/**
 * The two probes an operator's proxy, orchestrator or monitor asks (server/routes/health.ts): liveness (the
 * process answers) and readiness (it can serve the site). Here so the service worker can leave them to the
 * network, and so the tests read the answer with the server's own shape.
 */
import * as v from 'valibot';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

/** 200 while the process answers; `build` is the id of the build it serves (null for a folder built by hand). */
export const LivenessSchema = v.object({ status: v.literal('ok'), build: v.nullable(v.string()) });
export type Liveness = v.InferOutput<typeof LivenessSchema>;

const CheckSchema = v.picklist(['ok', 'unreachable', 'pending', 'missing', 'unknown']);

export const ReadinessSchema = v.object({
  status: v.picklist(['ready', 'not ready']),
  checks: v.object({ database: CheckSchema, migrations: CheckSchema, exhibition: CheckSchema }),
  /** One sentence per failing check, for the person reading the probe. */
  reasons: v.array(v.string()),
});
export type Readiness = v.InferOutput<typeof ReadinessSchema>;
