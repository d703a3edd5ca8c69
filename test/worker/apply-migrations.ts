import { env } from 'cloudflare:workers';
import { applyD1Migrations } from 'cloudflare:test';

// Each test file has its own storage; only the migrations it lacks are applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
